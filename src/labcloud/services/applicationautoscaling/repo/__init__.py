"""Application Auto Scaling's storage: the only place holding its SQL.

``schema`` (the tables), ``records`` (targets, policies, scheduled actions and activities as JSON documents)."""
