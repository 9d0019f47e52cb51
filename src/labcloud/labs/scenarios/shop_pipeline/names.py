"""The fixed names and facts of the shop-pipeline project (shared by its text, resources and checks)."""

API = "labex-p02-shop"
ROUTE_KEY = "POST /orders"
FRONT = "labex-p02-front"
FRONT_ROLE = "labex-p02-front-role"
FRONT_POLICY = "labex-p02-front-access"
TOPIC = "labex-p02-orders"
#: Subscribed by the project (raw delivery): the duplicate-sensitive billing consumer reads it.
BILLING = "labex-p02-billing"
#: Subscribed by the project too: keeps every copy (nobody consumes it).
AUDIT = "labex-p02-audit"
CHARGER = "labex-p02-charger"
CHARGER_ROLE = "labex-p02-charger-role"
CHARGER_POLICY = "labex-p02-charger-access"
CHARGES = "labex-p02-charges"
KEY = "order_id"
#: The abandoned carts the nightly sweep removes, and what removes them.
CARTS = "labex-p02-carts"
SWEEPER = "labex-p02-sweeper"
SWEEPER_ROLE = "labex-p02-sweeper-role"
SWEEPER_POLICY = "labex-p02-sweeper-access"
SCHEDULE = "labex-p02-nightly"
EXPRESSION = "cron(0 3 * * ? *)"
SCHEDULED_TIME = "<aws.scheduler.scheduled-time>"
SCHEDULER_ROLE = "labex-p02-scheduler-role"
SCHEDULER_POLICY = "labex-p02-scheduler-invoke"
#: c-1 expired an hour before the start, c-2 a minute before the next 03:00 UTC, c-3 two days after it.
CARTS_HELD = ("c-1", "c-2", "c-3")
SWEPT = ("c-1", "c-2")
KEPT = "c-3"
#: The test traffic: o-3001 is posted, then retried with the same key; o-3002 once.
RETRIED = "o-3001"
SINGLE = "o-3002"
POSTS = {RETRIED: 2, SINGLE: 1}
#: What one order of the test traffic costs: {"sku": "mug", "quantity": 1}.
TOTAL_CENTS = 1200
FUNCTION_TIMEOUT = 10
#: The fulfilment saga: the state machine the project starts without compensation, its step function
#: (the saga lab's) and the table the steps record their effects in.
FULFIL = "labex-p02-fulfil"
FULFIL_ROLE = "labex-p02-fulfil-role"
FULFIL_POLICY = "labex-p02-fulfil-invoke"
STEPS = "labex-p02-steps"
STEPS_ROLE = "labex-p02-steps-role"
STEPS_POLICY = "labex-p02-steps-access"
FULFILMENT = "labex-p02-fulfilment"
FORWARD = ("Reserve", "Charge", "Ship")
FAIL_STATE = "OrderFailed"
#: The order whose card is declined: its run must go Reserve, Charge, Release and end in OrderFailed.
DECLINED = "o-3010"
