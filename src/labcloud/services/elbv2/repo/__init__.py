"""ELBv2's SQL: every statement on its tables lives in this package."""
