"""The management API keeps no tables: connections live in API Gateway v2's memory (a restart drops
them, as on AWS), reached through ``apigatewayv2.interfaces.WebSocketConnections``."""
