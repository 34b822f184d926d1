-- Usage analytics: sessions and tracked actions, written by public endpoints (beacons carry no
-- token). Nothing references users: anonymous visitors are counted too.

CREATE TABLE analytics_sessions (
  id           text PRIMARY KEY,
  -- The client's key: a repeat of start-session with the same key answers the same id. NULL
  -- (no key sent) makes a new session every time; UNIQUE allows many NULLs.
  session_key  text UNIQUE,
  email        text,
  anonymous    text,
  device_info  text NOT NULL,
  ip_address   text,
  country_code text,
  project_name text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_events (
  -- Arrival order, for listing; ids are random.
  seq            bigint GENERATED ALWAYS AS IDENTITY,
  id             text PRIMARY KEY,
  -- The client's id of the event: a retried or re-sent beacon is stored once.
  event_id       text NOT NULL UNIQUE,
  -- No foreign key: a beacon is stored even if its session never reached us.
  session_id     text,
  email          text,
  anonymous      text,
  company_id     text,
  company_name   text,
  page_url       text NOT NULL,
  action_type    text NOT NULL,
  action_details text NOT NULL,
  received_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_session ON analytics_events (session_id, seq);
