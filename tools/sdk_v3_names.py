"""Write the table of AWS SDK for JavaScript names a CDK ``AwsCustomResource`` call may give
(``src/labcloud/services/cloudformation/resources/sdk_v3_names.py``).

The CDK's handler names the v3 client package it loads ``@aws-sdk/client-<name>``: it lower-cases the
call's ``service``, drops a leading ``@aws-sdk/client-`` and then turns an SDK v2 class name (``SSM``,
``CloudWatchLogs``, ``StepFunctions``) into its v3 package name (``ssm``, ``cloudwatch-logs``, ``sfn``).
A v3 package's name is the service's SDK id (botocore's ``metadata.serviceId``) lower-cased with its
spaces as dashes; a v2 class name is mostly that id without spaces. This tool derives the table from the
botocore installed (every id whose package name has a dash) and adds the v2 classes whose names differ
from the id (``EXCEPTIONS``, written by hand from the v2 SDK's class list).

    python tools/sdk_v3_names.py          # rewrite the module
    python tools/sdk_v3_names.py --check  # exit 1 when the module is not what this would write
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import botocore.session

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "src/labcloud/services/cloudformation/resources/sdk_v3_names.py"

#: SDK v2 class names (lower-cased) whose v3 package is not their SDK id without spaces.
EXCEPTIONS = {
    "augmentedairuntime": "sagemaker-a2i-runtime",
    "cloudwatchevents": "cloudwatch-events",
    "cognitoidentityserviceprovider": "cognito-identity-provider",
    "cur": "cost-and-usage-report-service",
    "discovery": "application-discovery-service",
    "dms": "database-migration-service",
    "elasticinference": "elastic-inference",
    "elastictranscoder": "elastic-transcoder",
    "elb": "elastic-load-balancing",
    "elbv2": "elastic-load-balancing-v2",
    "es": "elasticsearch-service",
    "finspacedata": "finspace-data",
    "forecastqueryservice": "forecastquery",
    "forecastservice": "forecast",
    "iot1clickdevicesservice": "iot-1click-devices-service",
    "iot1clickprojects": "iot-1click-projects",
    "iotdata": "iot-data-plane",
    "iotevents": "iot-events",
    "ioteventsdata": "iot-events-data",
    "kinesisvideosignalingchannels": "kinesis-video-signaling",
    "lexruntime": "lex-runtime-service",
    "qldbsession": "qldb-session",
    "rdsdataservice": "rds-data",
    "stepfunctions": "sfn",
    "transcribeservice": "transcribe",
}

HEADER = '''"""The AWS SDK for JavaScript v3 clients' names (``@aws-sdk/client-<name>``), and the SDK v2 class names
(lower-cased) that stand for them where the two differ.

Written by ``tools/sdk_v3_names.py`` from botocore's service ids; do not edit by hand.
"""

from __future__ import annotations

'''


def table() -> tuple[dict[str, str], list[str]]:
    """(v2 name → v3 name where they differ, every v3 name)."""
    session = botocore.session.get_session()
    loader = session.get_component("data_loader")
    names: dict[str, str] = {}
    packages: set[str] = set(EXCEPTIONS.values())
    for service in loader.list_available_services("service-2"):
        model = loader.load_service_model(service, "service-2")
        sdk_id = str(model.get("metadata", {}).get("serviceId", ""))
        package = sdk_id.lower().replace(" ", "-")
        if not package:
            continue
        packages.add(package)
        if "-" in package:
            names[package.replace("-", "")] = package
    names.update(EXCEPTIONS)
    return dict(sorted(names.items())), sorted(packages)


def render(names: dict[str, str], packages: list[str]) -> str:
    out = [HEADER, "#: SDK v2 class names (lower-cased) → v3 client names, where they differ.\n"]
    out.append("V3_NAMES: dict[str, str] = {\n")
    out.extend(f'    "{key}": "{value}",\n' for key, value in names.items())
    out.append("}\n\n#: Every v3 client name (``@aws-sdk/client-<name>`` on npm).\n")
    out.append("V3_CLIENTS: frozenset[str] = frozenset(\n    {\n")
    out.extend(f'        "{name}",\n' for name in packages)
    out.append("    }\n)\n")
    return "".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = render(*table())
    if args.check:
        return 0 if TARGET.read_text() == text else 1
    TARGET.write_text(text)
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
