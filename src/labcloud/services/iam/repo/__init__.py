"""All of IAM's SQL: the schema and one module per kind of row, returning typed records (``records``)."""
