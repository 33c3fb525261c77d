-- Product page details move to their own table: listing scans read narrow product rows, many to a
-- page, instead of rows carrying a kilobyte of details each.
CREATE TABLE product_details (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  details jsonb NOT NULL
);
INSERT INTO product_details (product_id, details) SELECT id, details FROM products;
ALTER TABLE products DROP COLUMN details;
