"""EFS's side of a Lambda mount: the ``FileSystems`` interface over its records and storage."""

from __future__ import annotations

from labcloud.services.efs import storage
from labcloud.services.efs.interfaces import AccessPoint, MountFailed
from labcloud.services.efs.state import EfsState


class Mounts:
    def __init__(self, state: EfsState) -> None:
        self.state = state

    def access_point(self, account_id: str, region: str, arn: str) -> AccessPoint | None:
        prefix = f"arn:aws:elasticfilesystem:{region}:{account_id}:access-point/"
        if not arn.startswith(prefix):
            return None
        doc = self.state.records.get("ap", account_id, region, arn[len(prefix) :])
        if doc is None:
            return None
        fs_id = str(doc["FileSystemId"])
        subnets = frozenset(
            str(m["SubnetId"]) for m in self.state.records.listed("mt", account_id, region, fs_id)
        )
        user = doc.get("PosixUser")
        posix = (
            (int(user["Uid"]), int(user["Gid"]), tuple(int(g) for g in user.get("SecondaryGids") or []))
            if user
            else None
        )
        return AccessPoint(arn, str(doc["AccessPointId"]), fs_id, subnets, posix)

    def mount_source(self, arn: str) -> str:
        doc = self.state.records.find_any("ap", arn.rsplit("/", 1)[-1])
        if doc is None or doc.get("AccessPointArn") != arn:
            raise MountFailed(f"access point {arn} does not exist")
        try:
            return str(storage.access_point_root(self.state, doc))
        except (storage.MountError, OSError) as exc:
            raise MountFailed(str(exc)) from exc
