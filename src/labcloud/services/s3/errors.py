"""S3's error codes, with AWS's status codes, messages and extra elements."""

from __future__ import annotations

from labcloud.errors import AwsError


def no_such_bucket(bucket: str) -> AwsError:
    return AwsError("NoSuchBucket", "The specified bucket does not exist", status=404, BucketName=bucket)


def no_such_key(key: str) -> AwsError:
    return AwsError("NoSuchKey", "The specified key does not exist.", status=404, Key=key)


def no_such_upload(upload_id: str) -> AwsError:
    return AwsError(
        "NoSuchUpload",
        "The specified upload does not exist. The upload ID may be invalid, or the upload "
        "may have been aborted or completed.",
        status=404,
        UploadId=upload_id,
    )


def invalid_argument(message: str, name: str | None = None, value: str | None = None) -> AwsError:
    return AwsError("InvalidArgument", message, status=400, ArgumentName=name, ArgumentValue=value)


def invalid_request(message: str) -> AwsError:
    return AwsError("InvalidRequest", message, status=400)


def precondition_failed(condition: str) -> AwsError:
    return AwsError(
        "PreconditionFailed",
        "At least one of the pre-conditions you specified did not hold",
        status=412,
        Condition=condition,
    )


def not_modified() -> AwsError:
    return AwsError("NotModified", "Not Modified", status=304)


def access_denied() -> AwsError:
    return AwsError("AccessDenied", "Access Denied", status=403)


def unsupported(what: str) -> AwsError:
    """A request asking for something labcloud's S3 does not do (refused, never ignored)."""
    return AwsError("NotImplemented", f"labcloud does not support {what}", status=501)


def entity_too_large() -> AwsError:
    return AwsError("EntityTooLarge", "Your proposed upload exceeds the maximum allowed size", status=400)


def malformed_xml() -> AwsError:
    return AwsError(
        "MalformedXML",
        "The XML you provided was not well-formed or did not validate against our published schema",
        status=400,
    )
