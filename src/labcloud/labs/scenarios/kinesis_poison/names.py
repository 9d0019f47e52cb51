"""The fixed names of the kinesis-poison lab (facts the instructions, resources and checks share)."""

STREAM = "labex-k01-readings"
SHARD = "shardId-000000000000"
POISON_QUEUE = "labex-k01-poison"
FUNCTION = "labex-k01-meter"
ROLE = "labex-k01-meter-role"
ROLE_POLICY = "labex-k01-meter-access"
TABLE = "labex-k01-readings"
#: The readings the learner puts, in order; r-4 is the poison record (its kwh is not a number).
GOOD = ("r-1", "r-2", "r-3", "r-5", "r-6")
POISON = "r-4"
READINGS = 6
FUNCTION_TIMEOUT = 10
