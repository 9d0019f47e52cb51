"""The fixed names and numbers of the dlq-isolation lab (shared by its instructions, resources and checks)."""

QUEUE = "labex-q02-jobs"
DLQ = "labex-q02-jobs-dlq"
FUNCTION = "labex-q02-worker"
ROLE = "labex-q02-worker-role"
ROLE_POLICY = "labex-q02-worker-access"
RESULTS = "labex-q02-results"
LOG_GROUP = "/aws/lambda/labex-q02-worker"
#: The worker's timeout; the source queue's visibility timeout may not be shorter (AWS's rule).
FUNCTION_TIMEOUT = 3
MAX_RECEIVES = 3
GOOD_JOBS = {"job-1": 2, "job-3": 5}
POISON_JOB = "job-2"
POISON_SIZE = "huge"
#: What the fixed worker stores for each job: area = side × side.
FIXED_SIZES = {"small": 1, "medium": 3, "huge": 10}
