"""The fixed names and facts of the dlq-recovery project."""

QUEUE = "labex-q07-jobs"
DLQ = "labex-q07-jobs-dlq"
FUNCTION = "labex-q07-worker"
ROLE = "labex-q07-worker-role"
ROLE_POLICY = "labex-q07-worker-access"
ORDERS = "labex-q07-orders"
FUNCTION_TIMEOUT = 3
MAX_RECEIVES = 2
#: The incident's traffic: id → the job. Coupon orders fail before their write, gift orders after it.
JOBS = {
    "order-701": {"id": "order-701", "quantity": 2, "unit_cents": 500},
    "order-702": {"id": "order-702", "quantity": 1, "unit_cents": 1200},
    "order-703": {"id": "order-703", "quantity": 3, "unit_cents": 400, "coupon": "SPRING"},
    "order-704": {"id": "order-704", "quantity": 1, "unit_cents": 900, "coupon": "SPRING"},
    "order-705": {"id": "order-705", "quantity": 2, "unit_cents": 300, "gift": "Happy birthday"},
    "order-706": {"id": "order-706", "quantity": 1, "unit_cents": 2500, "gift": "Congratulations"},
}
DISCOUNTS = {"WELCOME": 100, "SPRING": 250}
#: The total each order must be stored with, once.
TOTALS = {
    "order-701": 1000,
    "order-702": 1200,
    "order-703": 950,
    "order-704": 650,
    "order-705": 600,
    "order-706": 2500,
}
IN_DLQ = ("order-703", "order-704", "order-705", "order-706")
PARTLY_DONE = ("order-705", "order-706")
