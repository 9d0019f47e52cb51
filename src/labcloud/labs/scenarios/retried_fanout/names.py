"""The fixed names of the retried-fanout challenge (facts the instructions, resources and checks share)."""

API = "labex-x01-shop"
ROUTE_KEY = "POST /orders"
FRONT = "labex-x01-front"
FRONT_ROLE = "labex-x01-front-role"
FRONT_POLICY = "labex-x01-front-access"
TOPIC = "labex-x01-orders"
#: Subscribed by the challenge (raw delivery): the duplicate-sensitive consumer reads it.
BILLING = "labex-x01-billing"
#: Created by the challenge, subscribed by the learner: keeps every copy (nobody consumes it).
AUDIT = "labex-x01-audit"
CONSUMER = "labex-x01-charger"
CONSUMER_ROLE = "labex-x01-charger-role"
CONSUMER_POLICY = "labex-x01-charger-access"
#: The charges table, keyed by the order id.
TABLE = "labex-x01-charges"
KEY = "order_id"
#: The message attribute the front function copies the client's Idempotency-Key header into.
ATTRIBUTE = "idempotency_key"
STATEMENT = "labex-x01-allow-apigateway"
#: The test traffic: the first order is posted, then retried with the same Idempotency-Key.
RETRIED = "o-2001"
SINGLE = "o-2002"
#: How many copies of each order the topic publishes (one per POST).
POSTS = {RETRIED: 2, SINGLE: 1}
FUNCTION_TIMEOUT = 10
