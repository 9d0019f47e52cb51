"""The fixed names of the http-front-door lab (facts the instructions, resources and checks share)."""

API = "labex-h01-shop"
ROUTE_KEY = "POST /orders"
FUNCTION = "labex-h01-orders"
ROLE = "labex-h01-orders-role"
ROLE_POLICY = "labex-h01-orders-access"
TABLE = "labex-h01-orders"
#: The table's partition key: the client's Idempotency-Key header.
KEY = "idempotency_key"
HEADER = "idempotency-key"
STATEMENT = "labex-h01-allow-apigateway"
#: The first order (sent, then retried with the same key) and the second one (its own key).
FIRST_KEY = "k-1001"
SECOND_KEY = "k-1002"
#: sku → unit price in cents (the function's price list).
PRICES = {"tea": 450, "mug": 1200}
FUNCTION_TIMEOUT = 10
