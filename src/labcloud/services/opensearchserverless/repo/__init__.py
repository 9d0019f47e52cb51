"""OpenSearch Serverless's storage: the only place holding its SQL.

``schema`` (the tables), ``records`` (collections, policies, groups, endpoints, configs as JSON documents),
``documents`` (the indexes of each collection and their documents)."""
