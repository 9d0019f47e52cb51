"""What a service's first call must not import: heavy libraries that only some of its operations need stay
off the build (and the periodic tasks' first run, which happens in the same step), so the first call of
every service stays cheap (issue 40). Each check runs in a fresh interpreter, as a server starts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

#: (service, a cheap first call, a module that call must leave unimported).
CASES = [
    # cryptography costs ~20 ms to import; only key material and the crypto operations need it
    ("kms", "ListKeys", "cryptography"),
    # EventBridge's pattern language: only pipes with FilterCriteria need it
    ("pipes", "ListPipes", "labcloud.services.events.patterns"),
    # Scheduler's expression language (zoneinfo, EventBridge's schedule parser): creating or firing a schedule
    ("scheduler", "ListSchedules", "labcloud.services.eventscheduler.expressions"),
    # KMS's interface (~1 ms): only an SSE-KMS queue's messages need KMS
    ("sqs", "ListQueues", "labcloud.services.kms.interfaces"),
    # graphql-core (~100 ms with airspeed): only parsing a schema or running a query needs it
    ("appsync", "ListGraphqlApis", "graphql"),
    ("appsync", "ListGraphqlApis", "airspeed"),
    # S3 Control is built before the server answers; its access points' machinery (and IAM's policy language)
    # waits for the first bucket name that could be an access point's, so neither start nor S3's first call pays
    ("s3", "ListBuckets", "labcloud.services.s3control.through"),
    ("s3", "ListBuckets", "labcloud.services.s3control.object_lambda"),
    # a table's typed records (~20 frozen slotted dataclasses, half of DynamoDB's build): the first table read
    ("dynamodb", "ListTables", "labcloud.services.dynamodb.table_meta"),
    # a function's typed configuration and its rendering: the first function read (none in a new account)
    ("lambda", "ListFunctions", "labcloud.services.lambda_.function_config"),
    ("lambda", "ListFunctions", "labcloud.services.lambda_.core"),
]

_SCRIPT = """
import asyncio, sys, tempfile
from pathlib import Path
from labcloud.config import Settings
from labcloud.hub import Hub

service, operation, module = sys.argv[1:4]
hub = Hub(Settings(in_memory=True, data_dir=Path(tempfile.mkdtemp())), deferred=True)

async def main() -> None:
    await hub.start()  # started: building a service now runs its periodic tasks at once, as in a server
    if hub._builder is not None:
        hub._builder.cancel()  # only the call builds
    before = module in sys.modules
    await hub.call(service, operation, {})
    print(before, service in hub.providers, module in sys.modules)
    await hub.stop()

asyncio.run(main())
hub.close()
"""


@pytest.mark.parametrize(("service", "operation", "module"), CASES)
def test_a_first_call_leaves_the_heavy_module_unimported(service: str, operation: str, module: str) -> None:
    out = subprocess.run(
        [sys.executable, "-c", _SCRIPT, service, operation, module],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # not imported before the call, the service built by it, and still not imported after it
    assert out.split() == ["False", "True", "False"]


#: Modules the server must leave unimported until its first answer (the app built as ``server.serve`` builds it).
AT_START = [
    # the sandbox machinery's records: the fault engine and FIS, built at start, name them for typing only
    "labcloud.runtime.spec",
    "labcloud.runtime.faults",
    # the view's and prove's own machinery: their routes import it with their first request
    "labcloud.prove.run",
    "labcloud.view.trace",
    "labcloud.view.map_route",
    "labcloud.resource_map",
    # state snapshots: the first save, load or listing
    "labcloud.store.snapshot",
    # the view's static files and AWS's managed policies are read through importlib.resources (the warm-up
    # imports it); S3's blob store needs shutil (with bz2 and lzma) only to join parts or clear its files
    "importlib.resources",
    "shutil",
    # the CBOR codecs and cbor2: the warm-up imports them, or the first CBOR request
    "labcloud.protocol.cbor_codec",
    "labcloud.protocol.amz_cbor_codec",
    "cbor2",
    # CloudWatch's per-service metrics rules and listeners (and the interfaces their gauges read): each
    # at its service's first request, first event or the first sample (~10 ms of the start before)
    "labcloud.services.cloudwatch.publishing.dynamodb",
    "labcloud.services.cloudwatch.publishing.lambda_",
    "labcloud.services.cloudwatch.publishing.s3",
    "labcloud.services.sqs.interfaces",
    "labcloud.services.efs.interfaces",
]

# What the interpreter had imported before labcloud is not the start's doing: a site's .pth file may import
# shutil or importlib.resources (CI's base Python does), so those count only when the start imported them.
_START_SCRIPT = """
import sys
before = set(sys.modules)
from pathlib import Path
from labcloud.app import LabcloudApp
from labcloud.config import Settings

app = LabcloudApp(Settings(data_dir=Path(sys.argv[1])), deferred=True)  # a data dir, as ``labcloud up``
print(" ".join(str(module in sys.modules and module not in before) for module in sys.argv[2:]))
app.hub.close()
"""


def test_the_start_leaves_what_only_later_requests_need_unimported(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-c", _START_SCRIPT, str(tmp_path / "data"), *AT_START],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.split() == ["False"] * len(AT_START)
