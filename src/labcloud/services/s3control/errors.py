"""S3 Control's errors with AWS's codes and wording (S3-style ``<Error>`` documents)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_request(message: str) -> AwsError:
    return AwsError("InvalidRequest", message, status=400)


def no_such_access_point() -> AwsError:
    return AwsError("NoSuchAccessPoint", "The specified accesspoint does not exist", status=404)


def already_owned() -> AwsError:
    return AwsError(
        "AccessPointAlreadyOwnedByYou",
        "Your previous request to create the named accesspoint succeeded and you already own it.",
        status=409,
    )


def no_such_bucket(bucket: str) -> AwsError:
    return AwsError("NoSuchBucket", "The specified bucket does not exist", status=404, BucketName=bucket)


def no_such_policy() -> AwsError:
    return AwsError("NoSuchAccessPointPolicy", "The specified accesspoint policy does not exist", status=404)


def no_such_block() -> AwsError:
    return AwsError(
        "NoSuchPublicAccessBlockConfiguration",
        "The public access block configuration was not found",
        status=404,
    )


def malformed_policy(message: str) -> AwsError:
    return AwsError("MalformedPolicy", message, status=400)


def access_denied(message: str = "Access Denied") -> AwsError:
    return AwsError("AccessDenied", message, status=403)


def not_implemented(what: str) -> AwsError:
    return AwsError("NotImplemented", f"labcloud does not implement {what}", status=501)
