"""EFS's errors with AWS's codes, wording and members (each EFS error carries ``ErrorCode``)."""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError


def _error(code: str, message: str, **members: Any) -> AwsError:
    return AwsError(code, message, ErrorCode=code, **members)


def bad_request(message: str) -> AwsError:
    return _error("BadRequest", message)


def fs_not_found(fs_id: str) -> AwsError:
    return _error("FileSystemNotFound", f"File system '{fs_id}' does not exist.")


def fs_exists(fs_id: str, token: str) -> AwsError:
    return _error(
        "FileSystemAlreadyExists",
        f"File system '{fs_id}' already exists with creation token '{token}'",
        FileSystemId=fs_id,
    )


def fs_in_use(fs_id: str) -> AwsError:
    return _error("FileSystemInUse", f"File system '{fs_id}' has mount targets and cannot be deleted.")


def fs_limit(message: str) -> AwsError:
    return _error("FileSystemLimitExceeded", message)


def mt_not_found(mt_id: str) -> AwsError:
    return _error("MountTargetNotFound", f"Mount target '{mt_id}' does not exist.")


def mt_conflict(message: str) -> AwsError:
    return _error("MountTargetConflict", message)


def ap_not_found(ap_id: str) -> AwsError:
    return _error("AccessPointNotFound", f"Access point '{ap_id}' does not exist.")


def ap_exists(ap_id: str, token: str) -> AwsError:
    return _error(
        "AccessPointAlreadyExists",
        f"Access point '{ap_id}' already exists with client token '{token}'",
        AccessPointId=ap_id,
    )


def ap_limit(fs_id: str) -> AwsError:
    return _error("AccessPointLimitExceeded", f"File system '{fs_id}' has reached its access point limit.")


def subnet_not_found(subnet_id: str) -> AwsError:
    return _error("SubnetNotFound", f"The subnet ID '{subnet_id}' does not exist")


def sg_not_found(group_id: str) -> AwsError:
    return _error("SecurityGroupNotFound", f"The security group '{group_id}' does not exist")


def sg_limit() -> AwsError:
    return _error("SecurityGroupLimitExceeded", "A mount target can have at most 5 security groups.")


def policy_not_found(fs_id: str) -> AwsError:
    return _error("PolicyNotFound", f"File system '{fs_id}' has no file system policy.")


def invalid_policy(message: str) -> AwsError:
    return _error("InvalidPolicyException", message)


def unsupported(feature: str) -> AwsError:
    """What labcloud's EFS does not do, refused by name."""
    return _error("BadRequest", f"labcloud does not support {feature}")
