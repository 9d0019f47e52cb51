"""The fixed names and numbers of the bounded-retries challenge."""

QUEUE = "labex-q06-orders"
DLQ = "labex-q06-orders-dlq"
FUNCTION = "labex-q06-consumer"
ROLE = "labex-q06-consumer-role"
ROLE_POLICY = "labex-q06-consumer-access"
PROCESSED = "labex-q06-processed"
FUNCTION_TIMEOUT = 5
#: The queue starts with a visibility timeout that is too short for the function.
START_VISIBILITY = 2
#: The test traffic (batch.json): four good orders and one that can never succeed.
GOOD = ("order-a", "order-b", "order-c", "order-d")
BAD = "order-bad"
#: A bound on retries: more than this is not "bounded" for the challenge.
MAX_RECEIVES = 5
MIN_BATCH = 5
