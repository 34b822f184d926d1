-- Dictionaries and areas (countries, provinces, cities).

CREATE TABLE dictionaries (
  grp         text NOT NULL,
  dic_key     text NOT NULL,
  en_value    text NOT NULL,
  cn_value    text NOT NULL,
  description text,
  seq         integer NOT NULL,
  PRIMARY KEY (grp, dic_key)
);

CREATE TABLE areas (
  code        text PRIMARY KEY,
  type        text NOT NULL CHECK (type IN ('COUNTRY', 'PROVINCE', 'CITY')),
  name_cn     text NOT NULL,
  name_en     text NOT NULL,
  parent_code text,
  seq         integer NOT NULL
);
CREATE INDEX areas_type ON areas (type, seq);
CREATE INDEX areas_parent ON areas (parent_code);
