-- Data users change through commands: preferences and translations.

CREATE TABLE user_preferences (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key        text NOT NULL,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- One record per language and namespace; value is the JSON text of a flat key -> text map.
CREATE TABLE translations (
  lang_key   text NOT NULL,
  namespace  text NOT NULL,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (lang_key, namespace)
);
