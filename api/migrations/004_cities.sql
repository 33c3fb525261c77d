-- Cities of Russia, Belarus and Kazakhstan for the city picker and detection. Filled by the seed.
CREATE TABLE cities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country text NOT NULL CHECK (country IN ('RU', 'BY', 'KZ')),
  kladr_id text NOT NULL UNIQUE,
  fias_id text NOT NULL UNIQUE,
  title text NOT NULL,
  -- lower case with ё folded to е, so «орел» finds «Орёл»; written by the application, since
  -- lower() of Cyrillic depends on the database locale
  search_title text NOT NULL,
  region_kladr_id text NOT NULL,
  region_fias_id text NOT NULL,
  region_title text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  population integer NOT NULL
);
CREATE INDEX cities_search_idx ON cities (search_title text_pattern_ops);
CREATE INDEX cities_population_idx ON cities (population DESC);
