-- Receivables analytics (spec 000 §1, §7): buyers of a supplier, their receivables, payments,
-- dilutions (credit notes) and financings. Amounts are numeric(18,2): exact, spelt as text in
-- answers. Every table carries `seq`, a change sequence bumped on every insert and update, and
-- deletes leave a tombstone in ar_tombstones: the sync endpoint reads "what changed since seq N"
-- through the (supplier_id, seq) indexes (docs/receivables-sync.md). Payments, dilutions and
-- financings name their receivable without a foreign key: per-row FK checks tripled the seed
-- time, and the seed (the only writer besides the demo touch) keeps them consistent. The seed
-- drops and rebuilds the secondary indexes below (server/seed/seed-receivables.ts keeps the list).

CREATE SEQUENCE ar_change_seq AS bigint;

CREATE TABLE ar_buyers (
  supplier_id text NOT NULL,
  buyer_code  text NOT NULL,
  buyer_name  text NOT NULL,
  country     text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  seq         bigint NOT NULL DEFAULT nextval('ar_change_seq'),
  PRIMARY KEY (supplier_id, buyer_code)
);

CREATE TABLE receivables (
  id          bigint PRIMARY KEY,
  supplier_id text NOT NULL,
  invoice_no  text NOT NULL,
  buyer_code  text NOT NULL,
  currency    text NOT NULL,
  issue_date  date NOT NULL,
  due_date    date NOT NULL,
  amount      numeric(18, 2) NOT NULL,
  outstanding numeric(18, 2) NOT NULL,
  status      text NOT NULL,
  financed    boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  seq         bigint NOT NULL DEFAULT nextval('ar_change_seq')
);

CREATE TABLE ar_payments (
  id             bigint PRIMARY KEY,
  supplier_id    text NOT NULL,
  receivable_id  bigint NOT NULL,
  buyer_code     text NOT NULL,
  currency       text NOT NULL,
  payment_date   date NOT NULL,
  amount         numeric(18, 2) NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  seq            bigint NOT NULL DEFAULT nextval('ar_change_seq')
);

CREATE TABLE ar_dilutions (
  id             bigint PRIMARY KEY,
  supplier_id    text NOT NULL,
  receivable_id  bigint NOT NULL,
  buyer_code     text NOT NULL,
  currency       text NOT NULL,
  dilution_date  date NOT NULL,
  amount         numeric(18, 2) NOT NULL,
  reason         text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  seq            bigint NOT NULL DEFAULT nextval('ar_change_seq')
);

CREATE TABLE ar_financings (
  id             bigint PRIMARY KEY,
  supplier_id    text NOT NULL,
  receivable_id  bigint NOT NULL,
  buyer_code     text NOT NULL,
  currency       text NOT NULL,
  financing_date date NOT NULL,
  repayment_date date NOT NULL,
  amount         numeric(18, 2) NOT NULL,
  balance        numeric(18, 2) NOT NULL,
  status         text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  seq            bigint NOT NULL DEFAULT nextval('ar_change_seq')
);

-- A deleted row of a synced table: the sync answers it as a tombstone in seq order.
CREATE TABLE ar_tombstones (
  table_name  text NOT NULL,
  supplier_id text NOT NULL,
  row_key     text NOT NULL,
  seq         bigint NOT NULL DEFAULT nextval('ar_change_seq'),
  deleted_at  timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION ar_bump_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('ar_change_seq');
  NEW.updated_at := now();
  RETURN NEW;
END $$;

CREATE FUNCTION ar_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ar_tombstones (table_name, supplier_id, row_key)
  VALUES (TG_TABLE_NAME, OLD.supplier_id,
          CASE WHEN TG_TABLE_NAME = 'ar_buyers' THEN OLD.buyer_code ELSE OLD.id::text END);
  RETURN OLD;
END $$;

CREATE TRIGGER ar_buyers_seq BEFORE UPDATE ON ar_buyers FOR EACH ROW EXECUTE FUNCTION ar_bump_seq();
CREATE TRIGGER receivables_seq BEFORE UPDATE ON receivables FOR EACH ROW EXECUTE FUNCTION ar_bump_seq();
CREATE TRIGGER ar_payments_seq BEFORE UPDATE ON ar_payments FOR EACH ROW EXECUTE FUNCTION ar_bump_seq();
CREATE TRIGGER ar_dilutions_seq BEFORE UPDATE ON ar_dilutions FOR EACH ROW EXECUTE FUNCTION ar_bump_seq();
CREATE TRIGGER ar_financings_seq BEFORE UPDATE ON ar_financings FOR EACH ROW EXECUTE FUNCTION ar_bump_seq();
CREATE TRIGGER ar_buyers_del AFTER DELETE ON ar_buyers FOR EACH ROW EXECUTE FUNCTION ar_tombstone();
CREATE TRIGGER receivables_del AFTER DELETE ON receivables FOR EACH ROW EXECUTE FUNCTION ar_tombstone();
CREATE TRIGGER ar_payments_del AFTER DELETE ON ar_payments FOR EACH ROW EXECUTE FUNCTION ar_tombstone();
CREATE TRIGGER ar_dilutions_del AFTER DELETE ON ar_dilutions FOR EACH ROW EXECUTE FUNCTION ar_tombstone();
CREATE TRIGGER ar_financings_del AFTER DELETE ON ar_financings FOR EACH ROW EXECUTE FUNCTION ar_tombstone();

CREATE INDEX receivables_supplier_seq ON receivables (supplier_id, seq);
CREATE INDEX ar_buyers_supplier_seq ON ar_buyers (supplier_id, seq);
CREATE INDEX ar_payments_supplier_seq ON ar_payments (supplier_id, seq);
CREATE INDEX ar_dilutions_supplier_seq ON ar_dilutions (supplier_id, seq);
CREATE INDEX ar_financings_supplier_seq ON ar_financings (supplier_id, seq);
CREATE INDEX ar_tombstones_supplier_seq ON ar_tombstones (table_name, supplier_id, seq);
