"""AppConfig's storage: the only place holding its SQL; reads return plain documents.

``schema`` (the tables), ``records`` (applications, environments, profiles, versions, strategies,
deployments as JSON documents; data plane sessions)."""
