"""The fixed names of the sns-fanout lab (facts the instructions, resources and checks share)."""

TOPIC = "labex-f01-orders"
#: Subscribed with a filter policy on the ``shipping`` message attribute: express orders only.
EXPRESS = "labex-f01-express"
#: Subscribed with raw message delivery: every order, as the bare order JSON; the worker reads it.
BILLING = "labex-f01-billing"
FUNCTION = "labex-f01-worker"
ROLE = "labex-f01-worker-role"
ROLE_POLICY = "labex-f01-worker-access"
TABLE = "labex-f01-billed"
LOG_GROUP = "/aws/lambda/labex-f01-worker"
FILTER_POLICY = {"shipping": ["express"]}
EXPRESS_ORDER = "o-101"
STANDARD_ORDER = "o-102"
#: Order id → (quantity, shipping, total_cents = quantity * 250 + 100).
ORDERS = {EXPRESS_ORDER: (2, "express", 600), STANDARD_ORDER: (1, "standard", 350)}
#: How many copies of each order the billing queue gets: the express order is published twice.
PUBLISHED = {EXPRESS_ORDER: 2, STANDARD_ORDER: 1}
FUNCTION_TIMEOUT = 10
