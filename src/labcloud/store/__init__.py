"""Durable state: one SQLite database (WAL) shared by all services, each owning its own tables."""

from labcloud.store.db import Store

__all__ = ["Store"]
