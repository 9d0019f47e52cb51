"""What OpenSearch Serverless offers others on the hub: its collections' front door (the app hands it the
requests ``protocol/aoss_hosts.py`` recognizes)."""

from __future__ import annotations

from labcloud.front_doors import SearchCollections

__all__ = ["SearchCollections"]
