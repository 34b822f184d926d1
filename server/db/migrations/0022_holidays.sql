-- Holiday calendars (issue 18, docs/holidays.md): each currency's country's rest days ('J') and
-- make-up working days ('B'), generated at seed time from the date-holidays and chinese-days
-- packages over the seed day's year less two to its year plus two. One entry per country and day:
-- when two holidays fall on one day their names are joined.
CREATE TABLE holidays (
  country_code     text NOT NULL,
  calendar_date    date NOT NULL,
  type             text NOT NULL CHECK (type IN ('J', 'B')),
  holiday_name_cn  text NOT NULL,
  holiday_name_en  text NOT NULL,
  PRIMARY KEY (country_code, calendar_date)
);
