"""All of API Gateway v2's SQL: HTTP APIs and their routes, integrations, stages and deployments."""
