"""A function's FileSystemConfigs: an EFS access point mounted read-write at ``/mnt/...``.

Checked as Lambda checks it when the configuration is set: the function is attached to a VPC, the access
point exists in the function's account and region, and its file system has a mount target in one of the
function's subnets (InvalidParameterValueException otherwise). At each sandbox start the access point's
root directory is found (made with CreationInfo on first use) through EFS's ``FileSystems`` interface: an
access point deleted since answers EFSMountFailureException, a file system left with no mount target in
the function's subnets EFSMountConnectivityException, as Lambda's Invoke does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError

if TYPE_CHECKING:
    from labcloud.services.efs.interfaces import FileSystems
    from labcloud.services.lambda_.function_config import FunctionConfig
    from labcloud.services.shape import Interfaces


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


def _efs(host: Interfaces) -> FileSystems | None:
    from labcloud.services.efs.interfaces import FileSystems  # EFS loads with the first mount

    return host.interface(FileSystems)


def resolve(
    host: Interfaces,
    account_id: str,
    region: str,
    given: Sequence[Mapping[str, Any]] | None,
    vpc: Mapping[str, Any] | None,
) -> list[dict[str, str]] | None:
    """The FileSystemConfigs a function keeps (None or [] for none), or raise as Lambda does."""
    if not given:
        return None if given is None else []
    subnets = set((vpc or {}).get("SubnetIds") or [])
    efs = _efs(host)
    if efs is None:
        raise _invalid(
            "labcloud does not support EFS without its EFS service: FileSystemConfigs cannot be used"
        )
    out: list[dict[str, str]] = []
    for item in given:
        arn = str(item["Arn"])
        path = str(item["LocalMountPath"])
        if not subnets:
            raise _invalid(
                f"Function must be configured with a VPC (VpcConfig with subnets) to mount the EFS access point {arn}."
            )
        point = efs.access_point(account_id, region, arn)
        if point is None:
            raise _invalid(f"The EFS access point {arn} does not exist.")
        if not point.subnets & subnets:
            raise _invalid(
                f"EFS file system {point.file_system_id} referenced by access point {arn} has no mount target in "
                f"the function's subnets {', '.join(sorted(subnets))}."
            )
        if path in ("/mnt", "/mnt/"):
            raise _invalid("LocalMountPath must name a folder under /mnt.")
        out.append({"Arn": arn, "LocalMountPath": path})
    return out


def configured(config: FunctionConfig) -> list[dict[str, str]]:
    return list(config.extra.get("FileSystemConfigs") or [])


def mounts(
    host: Interfaces, account_id: str, region: str, config: FunctionConfig
) -> tuple[tuple[tuple[str, str], ...], tuple[int, int, tuple[int, ...]] | None]:
    """The (host folder, LocalMountPath) binds a sandbox of ``config`` makes, and the POSIX user of its
    access point; raises Invoke's EFS errors."""
    wanted = configured(config)
    if not wanted:
        return (), None
    efs = _efs(host)
    from labcloud.services.efs.interfaces import MountFailed

    subnets = set((config.vpc_config or {}).get("SubnetIds") or [])
    binds: list[tuple[str, str]] = []
    user = None
    for item in wanted:
        arn = item["Arn"]
        point = efs.access_point(account_id, region, arn) if efs is not None else None
        if efs is None or point is None:
            raise AwsError(
                "EFSMountFailureException",
                f"The function could not mount the EFS file system with access point {arn}: it does not exist.",
                status=403,
                Type="User",
            )
        if not point.subnets & subnets:
            raise AwsError(
                "EFSMountConnectivityException",
                f"The function couldn't reach EFS file system {point.file_system_id}: it has no mount target in "
                "the function's subnets.",
                status=408,
                Type="User",
            )
        try:
            source = efs.mount_source(arn)
        except MountFailed as exc:
            raise AwsError(
                "EFSMountFailureException",
                f"The function could not mount the EFS file system with access point {arn}: {exc}",
                status=403,
                Type="User",
            ) from exc
        binds.append((source, item["LocalMountPath"]))
        user = user or point.posix_user
    return tuple(binds), user
