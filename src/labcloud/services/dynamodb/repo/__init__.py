"""DynamoDB's SQL, all of it: tables, items and index entries, reads, backups, the PITR journal, tokens."""
