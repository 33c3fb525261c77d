-- A brand's logo, shown on the brands page; brands without one get a lettered placeholder.
ALTER TABLE brands ADD COLUMN image_id text REFERENCES images (id);
