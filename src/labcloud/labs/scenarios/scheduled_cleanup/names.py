"""The fixed names of the scheduled-cleanup lab (facts the instructions, resources and checks share)."""

SCHEDULE = "labex-c01-nightly"
EXPRESSION = "cron(0 3 * * ? *)"
SCHEDULER_ROLE = "labex-c01-scheduler-role"
SCHEDULER_POLICY = "labex-c01-scheduler-invoke"
FUNCTION = "labex-c01-cleanup"
ROLE = "labex-c01-cleanup-role"
ROLE_POLICY = "labex-c01-cleanup-access"
TABLE = "labex-c01-sessions"
SCHEDULED_TIME = "<aws.scheduler.scheduled-time>"
#: The sessions: one expired an hour before the lab started, one expires a minute before the next
#: 03:00 UTC run, one two days after that run.
SESSIONS = ("s-1", "s-2", "s-3")
RUN_HOUR = 3
EXPIRED_BY_NEXT_NIGHT = ("s-1", "s-2")
KEPT = "s-3"
FUNCTION_TIMEOUT = 10
