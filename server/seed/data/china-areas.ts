/**
 * A few provinces and cities of China (GB/T 2260 codes), enough to exercise the parentCode
 * filter: provinces hang under China's country code 156, cities under their province.
 */
export interface AreaSeed {
  code: string;
  type: 'PROVINCE' | 'CITY';
  nameEn: string;
  nameCn: string;
  parentCode: string;
}

export const CHINA_AREAS: readonly AreaSeed[] = [
  { code: '110000', type: 'PROVINCE', nameEn: 'Beijing', nameCn: '北京市', parentCode: '156' },
  { code: '310000', type: 'PROVINCE', nameEn: 'Shanghai', nameCn: '上海市', parentCode: '156' },
  { code: '320000', type: 'PROVINCE', nameEn: 'Jiangsu', nameCn: '江苏省', parentCode: '156' },
  { code: '330000', type: 'PROVINCE', nameEn: 'Zhejiang', nameCn: '浙江省', parentCode: '156' },
  { code: '440000', type: 'PROVINCE', nameEn: 'Guangdong', nameCn: '广东省', parentCode: '156' },
  { code: '110100', type: 'CITY', nameEn: 'Beijing', nameCn: '北京市', parentCode: '110000' },
  { code: '310100', type: 'CITY', nameEn: 'Shanghai', nameCn: '上海市', parentCode: '310000' },
  { code: '320100', type: 'CITY', nameEn: 'Nanjing', nameCn: '南京市', parentCode: '320000' },
  { code: '320500', type: 'CITY', nameEn: 'Suzhou', nameCn: '苏州市', parentCode: '320000' },
  { code: '330100', type: 'CITY', nameEn: 'Hangzhou', nameCn: '杭州市', parentCode: '330000' },
  { code: '330200', type: 'CITY', nameEn: 'Ningbo', nameCn: '宁波市', parentCode: '330000' },
  { code: '440100', type: 'CITY', nameEn: 'Guangzhou', nameCn: '广州市', parentCode: '440000' },
  { code: '440300', type: 'CITY', nameEn: 'Shenzhen', nameCn: '深圳市', parentCode: '440000' },
  { code: '441900', type: 'CITY', nameEn: 'Dongguan', nameCn: '东莞市', parentCode: '440000' },
];
