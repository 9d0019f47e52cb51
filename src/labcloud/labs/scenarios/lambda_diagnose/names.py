"""The fixed names and numbers of the lambda-diagnose lab (shared by its instructions, resources and checks)."""

FUNCTION = "labex-q04-report"
ROLE = "labex-q04-report-role"
ROLE_POLICY = "labex-q04-report-logs"
LOG_GROUP = "/aws/lambda/labex-q04-report"
#: The provisioned handler names a module the package does not contain; the code lives in report.py.
WRONG_HANDLER = "app.handler"
RIGHT_HANDLER = "report.handler"
ENV_NAME = "CURRENCY"
START_TIMEOUT = 1
START_MEMORY = 128
#: The slow report waits this long: more than the starting timeout.
SLOW_WAIT = 2
#: The big report holds this many 1 KiB rows: more than 128 MB.
BIG_ROWS = 150000
