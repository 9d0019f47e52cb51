"""Glue's storage: the only place holding its SQL; reads return plain documents.

``schema`` (the table), ``records`` (databases, tables and their versions, partitions, jobs, job runs,
crawlers as JSON documents)."""
