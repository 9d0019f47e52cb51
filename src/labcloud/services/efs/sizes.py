"""EFS's ``StorageSizes`` for CloudWatch's AWS/EFS StorageBytes: each file system's metered size, the
files under its folder (``storage.size``, bounded in the entries it reads)."""

from __future__ import annotations

from labcloud.services.efs import storage
from labcloud.services.efs.interfaces import FileSystemSize
from labcloud.services.efs.state import EfsState


class Sizes:
    def __init__(self, state: EfsState) -> None:
        self.state = state

    def file_system_sizes(self) -> list[FileSystemSize]:
        return [
            FileSystemSize(account, region, fs_id, storage.size(self.state, fs_id))
            for account, region, fs_id in self.state.records.every_file_system()
        ]
