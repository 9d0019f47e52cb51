"""The fixed names of the saga lab (facts the instructions, resources and checks share)."""

MACHINE = "labex-s01-saga"
MACHINE_ROLE = "labex-s01-saga-role"
MACHINE_POLICY = "labex-s01-saga-invoke"
FUNCTION = "labex-s01-steps"
ROLE = "labex-s01-steps-role"
ROLE_POLICY = "labex-s01-steps-access"
TABLE = "labex-s01-orders"
#: The forward steps in order, and the step that undoes each one (none undoes shipping: it is last).
FORWARD = ("Reserve", "Charge", "Ship")
UNDO = {"Reserve": "Release", "Charge": "Refund"}
FAIL_STATE = "OrderFailed"
#: The order that goes through, and the one whose card is declined (Charge fails, Reserve is undone).
GOOD_ORDER = "o-201"
DECLINED_ORDER = "o-202"
DECLINED_ERROR = "PaymentDeclined"
FUNCTION_TIMEOUT = 10
