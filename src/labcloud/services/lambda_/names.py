"""Function names and ARNs: how FunctionName (name, partial ARN, full ARN, with qualifier) is read and written."""

from __future__ import annotations

import hashlib
import re

from labcloud.errors import AwsError

_ARN = re.compile(
    r"^(?:arn:aws[a-zA-Z-]*:lambda:(?P<region>[a-z0-9-]+):)?(?:(?P<account>\d{12}):)?(?:function:)?"
    r"(?P<name>[a-zA-Z0-9_-]+)(?::(?P<qualifier>\$LATEST|[a-zA-Z0-9_-]+))?$"
)


def split_function_name(value: str, max_name: int = 64) -> tuple[str, str | None]:
    """``name``, ``name:qualifier``, ``account:function:name`` or a full ARN → (name, qualifier)."""
    match = _ARN.match(value)
    if match is None or len(match.group("name")) > max_name:
        raise AwsError(
            "ValidationException",
            f"1 validation error detected: Value '{value}' at 'functionName' failed to satisfy constraint: "
            "Member must satisfy regular expression pattern: (arn:(aws[a-zA-Z-]*)?:lambda:)?"
            r"([a-z]{2}(-gov)?-[a-z]+-\d{1}:)?(\d{12}:)?(function:)?([a-zA-Z0-9-_]+)(:(\$LATEST|[a-zA-Z0-9-_]+))?",
            status=400,
        )
    return match.group("name"), match.group("qualifier")


def function_arn(region: str, account_id: str, name: str, qualifier: str | None = None) -> str:
    base = f"arn:aws:lambda:{region}:{account_id}:function:{name}"
    return f"{base}:{qualifier}" if qualifier else base


def not_found(arn: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"Function not found: {arn}", status=404, Type="User")


#: Lambda's wording for a missing mapping, layer version, policy or URL config.
MISSING_RESOURCE = "The resource you requested does not exist."


def missing(message: str = MISSING_RESOURCE) -> AwsError:
    """Lambda's ResourceNotFoundException (404, ``Type: User``)."""
    return AwsError("ResourceNotFoundException", message, status=404, Type="User")


def missing_statement(sid: str) -> AwsError:
    return missing(f"Statement {sid} is not found in resource policy.")


def check_region(value: str, region: str) -> None:
    """A full ARN naming another region's function: Lambda answers that it cannot reach it from here."""
    match = _ARN.match(value)
    other = match.group("region") if match else None
    if other and other != region:
        raise AwsError(
            "ResourceNotFoundException",
            f"Functions from '{other}' are not reachable in this region ('{region}')",
            status=404,
            Type="User",
        )


def runtime_version_arn(region: str, runtime: str) -> str:
    """The runtime version a function reports (one stable version per runtime: labcloud's local runtime)."""
    digest = hashlib.sha256(f"labcloud:{runtime}".encode()).hexdigest()
    return f"arn:aws:lambda:{region}::runtime:{digest}"
