"""Checks Lambda makes on function configuration beyond the model: limits, runtime, role, environment, layers."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.lambda_.unsupported import refuse

MAX_ZIP_BYTES = 52_428_800  # 50 MB, zipped, direct upload
MAX_TIMEOUT = 900
MAX_MEMORY = 10240
MAX_ENV_BYTES = 4096
MAX_LAYERS = 5
DEPRECATED = {
    "python2.7",
    "python3.6",
    "python3.7",
    "nodejs",
    "nodejs4.3",
    "nodejs4.3-edge",
    "nodejs6.10",
    "nodejs8.10",
    "nodejs10.x",
    "nodejs12.x",
    "nodejs14.x",
    "dotnetcore1.0",
    "dotnetcore2.0",
    "dotnetcore2.1",
    "dotnetcore3.1",
    "ruby2.5",
    "ruby2.7",
    "go1.x",
    "java8",
}
RESERVED_ENV = (
    "_HANDLER",
    "_X_AMZN_TRACE_ID",
    "AWS_DEFAULT_REGION",
    "AWS_REGION",
    "AWS_EXECUTION_ENV",
    "AWS_LAMBDA_FUNCTION_NAME",
    "AWS_LAMBDA_FUNCTION_MEMORY_SIZE",
    "AWS_LAMBDA_FUNCTION_VERSION",
    "AWS_LAMBDA_INITIALIZATION_TYPE",
    "AWS_LAMBDA_LOG_GROUP_NAME",
    "AWS_LAMBDA_LOG_STREAM_NAME",
    "AWS_ACCESS_KEY",
    "AWS_ACCESS_KEY_ID",
    "AWS_SECRET_ACCESS_KEY",
    "AWS_SESSION_TOKEN",
    "AWS_LAMBDA_RUNTIME_API",
    "LAMBDA_TASK_ROOT",
    "LAMBDA_RUNTIME_DIR",
)


def invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


def check_new_function_name(value: str, name: str, qualifier: str | None) -> None:
    """CreateFunction takes a name, a partial ARN or an unqualified ARN; the name itself is at most 64 characters."""
    if qualifier:
        raise AwsError(
            "ValidationException",
            f"1 validation error detected: Value '{value}' at 'functionName' failed to satisfy constraint: Member "
            r"must satisfy regular expression pattern: (arn:(aws[a-zA-Z-]*)?:lambda:)?([a-z]{2}((-gov)|(-iso(b?)))?"
            r"-[a-z]+-\d{1}:)?(\d{12}:)?(function:)?([a-zA-Z0-9-_]+)(:(\$LATEST|[a-zA-Z0-9-_]+))?",
            status=400,
        )
    if len(name) > 64:
        raise invalid(
            f"1 validation error detected: Value '{name}' at 'functionName' failed to satisfy constraint: Member "
            "must have length less than or equal to 64"
        )


def check_zip_size(zip_bytes: bytes, operation: str) -> None:
    if len(zip_bytes) > MAX_ZIP_BYTES:
        # AWS states the limit on the base64-encoded request, which a 50 MB zip becomes.
        raise AwsError(
            "RequestEntityTooLargeException",
            f"Request must be smaller than 69905067 bytes for the {operation} operation",
            status=413,
            Type="User",
        )


#: The runtimes Lambda names when it refuses one, in the order its message lists them.
KNOWN_RUNTIMES = (
    "nodejs, nodejs4.3, nodejs6.10, nodejs8.10, nodejs10.x, nodejs12.x, nodejs14.x, nodejs16.x, nodejs18.x, "
    "nodejs20.x, nodejs22.x, nodejs24.x, java8, java8.al2, java11, java17, java21, java25, python2.7, python3.6, "
    "python3.7, python3.8, python3.9, python3.10, python3.11, python3.12, python3.13, python3.14, dotnetcore1.0, "
    "dotnetcore2.0, dotnetcore2.1, dotnetcore3.1, dotnet6, dotnet8, dotnet10, nodejs4.3-edge, go1.x, ruby2.5, "
    "ruby2.7, ruby3.2, ruby3.3, ruby3.4, ruby4.0, provided, provided.al2, provided.al2023, java8.al2023, "
    "java11.al2023, java17.al2023"
).split(", ")


def newest_of_family(runtime: str) -> str:
    """The runtime Lambda recommends instead of a deprecated one: the newest of its language."""
    family = re.match(r"[a-z]+", runtime)
    name = (family.group(0) if family else runtime).replace("dotnetcore", "dotnet")
    if name in ("go", "provided"):
        return "provided.al2023"
    same = [
        r for r in KNOWN_RUNTIMES if r.startswith(name) and r != name and not re.search(r"\.al2|-edge", r)
    ]
    return same[-1] if same else runtime


def check_runtime(runtime: str) -> None:
    if runtime not in KNOWN_RUNTIMES:
        raise invalid(
            f"Value {runtime} at 'runtime' failed to satisfy constraint: Member must satisfy enum value set: "
            f"[{', '.join(KNOWN_RUNTIMES)}] or be a valid ARN"
        )
    if runtime in DEPRECATED:
        raise invalid(
            f"The runtime parameter of {runtime} is no longer supported for creating or updating AWS Lambda "
            f"functions. We recommend you use the new runtime ({newest_of_family(runtime)}) while creating or "
            "updating functions."
        )
    from labcloud.runtime import check_runtime_available  # the sandbox package: only when a runtime is set

    check_runtime_available(runtime)


def check_limits(params: Mapping[str, Any]) -> None:
    timeout = params.get("Timeout")
    if timeout is not None and timeout > MAX_TIMEOUT:
        raise AwsError(
            "ValidationException",
            f"1 validation error detected: Value '{timeout}' at 'timeout' failed to satisfy constraint: "
            f"Member must have value less than or equal to {MAX_TIMEOUT}",
            status=400,
        )
    memory = params.get("MemorySize")
    if memory is not None and memory > MAX_MEMORY:
        raise invalid(
            f"'MemorySize' value failed to satisfy constraint: Member must have value less than or "
            f"equal to {MAX_MEMORY}"
        )
    env = (params.get("Environment") or {}).get("Variables")
    if env:
        reserved = [key for key in env if key in RESERVED_ENV]
        if reserved:
            raise invalid(
                "Lambda was unable to configure your environment variables because the environment variables "
                "you have provided contains reserved keys that are currently not supported for modification. "
                f"Reserved keys used in this request: {', '.join(reserved)}"
            )
        size = sum(len(k.encode()) + len(str(v).encode()) for k, v in env.items())
        if size > MAX_ENV_BYTES:
            raise invalid(
                "Lambda was unable to configure your environment variables because the environment variables "
                f"you have provided exceeded the 4KB limit. String measured: {size}"
            )
    layers = params.get("Layers")
    if layers is not None and len(layers) > MAX_LAYERS:
        raise invalid("Cannot reference more than 5 layers.")


def check_package(params: Mapping[str, Any]) -> bytes:
    """The zip of a CreateFunction request (labcloud runs Zip packages given inline)."""
    refuse(params)
    code = params.get("Code") or {}
    refuse(code)
    zip_bytes = code.get("ZipFile")
    from_s3 = bool(code.get("S3Bucket") or code.get("S3Key"))
    if zip_bytes and from_s3:
        raise invalid("Please do not provide other FunctionCode parameters when providing a ZipFile.")
    if not zip_bytes and not from_s3:
        raise invalid("Please provide a source for function code.")
    if not params.get("Runtime") or not params.get("Handler"):
        raise invalid(
            "Runtime and Handler are mandatory parameters for functions created with deployment packages."
        )
    return bytes(zip_bytes or b"")  # empty: the code is in S3 (see s3_code)
