"""A table's definition from its TableInput as Glue keeps it: lowercase names, the StorageDescriptor's
columns and the partition keys checked (names 1 to 255 characters, types up to 131,072, no duplicates),
the members AWS echoes back. Views and resource links are refused by name."""

from __future__ import annotations

from typing import Any

from labcloud.services.glue import errors
from labcloud.services.glue.views import lower_name

#: Columns (with the partition keys) one table may hold in labcloud.
MAX_COLUMNS = 10000
_KEPT = (
    "Description",
    "Owner",
    "LastAccessTime",
    "LastAnalyzedTime",
    "Retention",
    "ViewOriginalText",
    "ViewExpandedText",
    "TableType",
    "Parameters",
)


def columns(given: Any, what: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for column in given or []:
        name = column.get("Name") or ""
        if not 1 <= len(name) <= 255:
            raise errors.invalid(f"{what}: a column name must be 1 to 255 characters")
        if len(column.get("Type") or "") > 131072:
            raise errors.invalid(f"{what}: the type of column {name} is longer than 131072 characters")
        out.append(dict(column))
    return out


def storage(given: Any) -> dict[str, Any]:
    doc = dict(given)
    doc["Columns"] = columns(given.get("Columns"), "StorageDescriptor.Columns")
    for key in ("Compressed", "StoredAsSubDirectories"):
        doc.setdefault(key, False)
    doc.setdefault("NumberOfBuckets", 0)
    return doc


def definition(given: Any, database: str, account: str) -> dict[str, Any]:
    """The stored document of TableInput ``given`` in ``database`` (without times and version)."""
    for refused in ("TargetTable", "ViewDefinition"):
        if given.get(refused) is not None:
            raise errors.unsupported(f"TableInput.{refused}: resource links and multi-dialect views")
    doc: dict[str, Any] = {"Name": lower_name(given["Name"], "Table name"), "DatabaseName": database}
    for key in _KEPT:
        if given.get(key) is not None:
            doc[key] = given[key]
    if len(doc.get("Description") or "") > 2048:
        raise errors.invalid("Description must be at most 2048 characters")
    if given.get("StorageDescriptor") is not None:
        doc["StorageDescriptor"] = storage(given["StorageDescriptor"])
    doc["PartitionKeys"] = columns(given.get("PartitionKeys"), "PartitionKeys")
    names = [c["Name"].lower() for c in doc["PartitionKeys"]]
    names += [c["Name"].lower() for c in (doc.get("StorageDescriptor") or {}).get("Columns") or []]
    if len(names) > MAX_COLUMNS:
        raise errors.invalid(f"A table may have at most {MAX_COLUMNS} columns")
    if len(set(names[: len(doc["PartitionKeys"])])) != len(doc["PartitionKeys"]):
        raise errors.invalid("Duplicate partition key names")
    doc.setdefault("Retention", 0)
    doc["IsRegisteredWithLakeFormation"] = False
    doc["CatalogId"] = account
    return doc
