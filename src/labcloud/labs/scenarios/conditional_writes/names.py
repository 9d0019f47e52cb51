"""The fixed names of the conditional-writes lab (shared by its instructions, resources and checks)."""

ORDERS = "labex-q03-orders"
INVENTORY = "labex-q03-inventory"
FIRST = "order-1001"
SECOND = "order-1002"
TOO_BIG = "order-1003"
SKU = "widget"
START_STOCK = 5
#: order-1002 takes 2 widgets; order-1003 asks for 4 when only 3 are left.
SECOND_QUANTITY = 2
TOO_BIG_QUANTITY = 4
