"""What EFS offers other services on the hub: an access point's facts for a function's FileSystemConfigs
(which subnets have mount targets of its file system, its POSIX user), and the host folder a sandbox binds
at its LocalMountPath. Lambda imports only this module of EFS; CloudWatch reads :class:`StorageSizes`
(each file system's metered size, its AWS/EFS StorageBytes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class AccessPoint:
    arn: str
    access_point_id: str
    file_system_id: str
    #: subnets holding a mount target of the file system
    subnets: frozenset[str]
    #: the POSIX user every file operation runs as (uid, gid, secondary gids), if the access point names one
    posix_user: tuple[int, int, tuple[int, ...]] | None


class MountFailed(Exception):
    """The access point cannot be mounted now (Lambda answers EFSMountFailureException)."""


class FileSystems(Protocol):
    def access_point(self, account_id: str, region: str, arn: str) -> AccessPoint | None:
        """The access point an ARN names in that account and region, or None."""
        ...

    def mount_source(self, arn: str) -> str:
        """The host folder of the access point's root, made now with CreationInfo if missing; raises
        :class:`MountFailed`."""
        ...


@dataclass(frozen=True, slots=True)
class FileSystemSize:
    account_id: str
    region: str
    file_system_id: str
    #: bytes its files hold now (``storage.size``: the files under its folder, metered like SizeInBytes)
    size: int


class StorageSizes(Protocol):
    def file_system_sizes(self) -> list[FileSystemSize]:
        """Every file system's metered size, measured now (walks each file system's folder)."""
        ...
