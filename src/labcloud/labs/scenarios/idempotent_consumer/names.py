"""The fixed names of the idempotent-consumer lab (facts the instructions and checks share)."""

QUEUE = "labex-q05-jobs"
FUNCTION = "labex-q05-worker"
ROLE = "labex-q05-worker-role"
ROLE_POLICY = "labex-q05-worker-access"
ORDERS = "labex-q05-orders"
REFERENCE = "labex-q05-reference"
LOG_GROUP = "/aws/lambda/labex-q05-worker"
REFERENCE_ITEM = {"id": {"S": "ref-001"}, "note": {"S": "keep unchanged"}}
FIRST_ORDER = "dedup-order"
OTHER_ORDER = "other-order"
#: What each order's item must hold: quantity, and total_cents = quantity * 250 + 100.
EXPECTED = {FIRST_ORDER: (4, 1100), OTHER_ORDER: (1, 350)}
#: The function's timeout stays below the queue's 30 s visibility timeout (the mapping requires it).
FUNCTION_TIMEOUT = 15
