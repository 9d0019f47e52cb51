"""AWS/EFS ``StorageBytes`` per ``FileSystemId``, sampled from EFS's ``StorageSizes`` every 15 minutes of
labcloud's clock (as EFS meters it; the first sample of each 15-minute slot), stamped at the slot's start:
``StorageClass`` Total and Standard (labcloud keeps every file in Standard; Bytes).

Not published, because labcloud cannot observe them without entering the Lambda sandboxes' file
operations: ClientConnections, DataReadIOBytes, DataWriteIOBytes, MetadataIOBytes, MeteredIOBytes,
TotalIOBytes, PercentIOLimit, BurstCreditBalance and the throughput metrics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.efs.interfaces import FileSystemSize

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/EFS"
SLOT = 900.0
_SLOT_KEY = "efs.slot"


def due(rec: Samples, now: float) -> bool:
    """Whether this 15-minute slot's StorageBytes is still to be published."""
    return rec.state.get(_SLOT_KEY) != int(now // SLOT)


def sample(rec: Samples, sizes: list[FileSystemSize], now: float) -> None:
    slot = int(now // SLOT)
    rec.state[_SLOT_KEY] = slot
    for one in sizes:
        where = (one.account_id, one.region)
        for storage_class in ("Total", "Standard"):
            dims = (("FileSystemId", one.file_system_id), ("StorageClass", storage_class))
            rec.record(where, NS, "StorageBytes", dims, float(one.size), "Bytes", at=slot * SLOT)
