"""Checking the distributed Map fields of a definition (``ProcessorConfig``, ``ItemReader``,
``ItemBatcher``, ``ResultWriter``, tolerated failures) with Step Functions' diagnostics; what labcloud
does not run (other readers, ``WriterConfig``, JSONata distributed maps) is refused here."""

from __future__ import annotations

from typing import Any, Protocol

MODES = ("INLINE", "DISTRIBUTED")
EXECUTION_TYPES = ("STANDARD", "EXPRESS")
#: The Map fields that only a distributed Map takes.
DISTRIBUTED_ONLY = (
    "ItemReader",
    "ItemBatcher",
    "ResultWriter",
    "ToleratedFailureCount",
    "ToleratedFailureCountPath",
    "ToleratedFailurePercentage",
    "ToleratedFailurePercentagePath",
)
GET_OBJECT = "arn:aws:states:::s3:getObject"
LIST_OBJECTS = "arn:aws:states:::s3:listObjectsV2"
PUT_OBJECT = "arn:aws:states:::s3:putObject"
#: The Parameters each reader takes (a key may also end in ``.$``).
READER_PARAMETERS = {
    GET_OBJECT: {"Bucket", "Key", "VersionId"},
    LIST_OBJECTS: {"Bucket", "Prefix"},
}
INPUT_TYPES = ("JSON", "CSV")
HEADER_LOCATIONS = ("FIRST_ROW", "GIVEN")


class Checker(Protocol):
    def schema(self, message: str, location: str) -> None: ...


def is_distributed(state: dict[str, Any]) -> bool:
    processor = state.get("ItemProcessor")
    if not isinstance(processor, dict):
        return False
    config = processor.get("ProcessorConfig")
    return isinstance(config, dict) and config.get("Mode") == "DISTRIBUTED"


def processor_config(checker: Checker, config: Any, where: str) -> None:
    here = f"{where}/ProcessorConfig"
    if not isinstance(config, dict):
        checker.schema("The value of 'ProcessorConfig' must be an object", here)
        return
    for key in config:
        if key not in ("Mode", "ExecutionType"):
            checker.schema(f'The field "{key}" is not supported by Step Functions', here)
    mode = config.get("Mode", "INLINE")
    if mode not in MODES:
        checker.schema(f'The field "Mode" should have one of these values: [{", ".join(MODES)}]', here)
    if mode == "DISTRIBUTED":
        if config.get("ExecutionType") not in EXECUTION_TYPES:
            checker.schema(
                'The field "ExecutionType" should have one of these values: [STANDARD, EXPRESS]',
                f"{here}/ExecutionType",
            )
    elif "ExecutionType" in config:
        checker.schema('The field "ExecutionType" is only supported with Mode DISTRIBUTED', here)


def check_map(checker: Checker, state: dict[str, Any], where: str, lang: str) -> None:
    """The distributed fields of one Map state (inline maps may use none of them)."""
    distributed = is_distributed(state)
    if not distributed:
        for key in DISTRIBUTED_ONLY:
            if key in state:
                checker.schema(f'The field "{key}" is only supported by a DISTRIBUTED Map', f"{where}/{key}")
        return
    if lang == "JSONata":
        checker.schema("labcloud runs distributed Map states in the JSONPath query language only", where)
        return
    if "ItemReader" in state:
        _reader(checker, state["ItemReader"], f"{where}/ItemReader")
    if "ItemBatcher" in state:
        _batcher(checker, state["ItemBatcher"], f"{where}/ItemBatcher")
    if "ResultWriter" in state:
        _writer(checker, state["ResultWriter"], f"{where}/ResultWriter")
    for plain in ("ToleratedFailureCount", "ToleratedFailurePercentage"):
        if plain in state and f"{plain}Path" in state:
            checker.schema(f"Only one of these fields is allowed: [{plain}, {plain}Path]", where)
    count = state.get("ToleratedFailureCount")
    if count is not None and not (_int(count) and count >= 0):
        checker.schema(
            "The value of 'ToleratedFailureCount' must be a non-negative integer",
            f"{where}/ToleratedFailureCount",
        )
    pct = state.get("ToleratedFailurePercentage")
    if pct is not None and not (_number(pct) and 0 <= pct <= 100):
        checker.schema(
            "The value of 'ToleratedFailurePercentage' must be a number between 0 and 100",
            f"{where}/ToleratedFailurePercentage",
        )


def _object(checker: Checker, value: Any, where: str, allowed: set[str]) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        checker.schema("The value must be an object", where)
        return None
    for key in value:
        if key not in allowed:
            checker.schema(f'The field "{key}" is not supported by Step Functions', where)
    return value


def _reader(checker: Checker, value: Any, where: str) -> None:
    reader = _object(checker, value, where, {"Resource", "Parameters", "ReaderConfig"})
    if reader is None:
        return
    resource = reader.get("Resource")
    if resource not in READER_PARAMETERS:
        checker.schema(
            f"labcloud reads items with {GET_OBJECT} or {LIST_OBJECTS} only, not {resource}",
            f"{where}/Resource",
        )
        return
    params = reader.get("Parameters")
    if not isinstance(params, dict):
        checker.schema("These fields are required: [Parameters]", where)
    else:
        for key in params:
            if key.removesuffix(".$") not in READER_PARAMETERS[resource]:
                checker.schema(
                    f'The field "{key}" is not supported in the Parameters of {resource}',
                    f"{where}/Parameters",
                )
        if not any(k.removesuffix(".$") == "Bucket" for k in params):
            checker.schema("These fields are required: [Bucket]", f"{where}/Parameters")
        if resource == GET_OBJECT and not any(k.removesuffix(".$") == "Key" for k in params):
            checker.schema("These fields are required: [Key]", f"{where}/Parameters")
    config = reader.get("ReaderConfig")
    if config is None:
        if resource == GET_OBJECT:
            checker.schema("These fields are required: [ReaderConfig]", where)
        return
    config = _object(
        checker,
        config,
        f"{where}/ReaderConfig",
        {"InputType", "CSVHeaderLocation", "CSVHeaders", "MaxItems", "MaxItemsPath"},
    )
    if config is None:
        return
    here = f"{where}/ReaderConfig"
    if resource == GET_OBJECT and config.get("InputType") not in INPUT_TYPES:
        checker.schema('The field "InputType" should have one of these values: [JSON, CSV]', here)
    if resource == LIST_OBJECTS and "InputType" in config:
        checker.schema('The field "InputType" is not supported with listObjectsV2', here)
    if config.get("InputType") == "CSV":
        location = config.get("CSVHeaderLocation")
        if location not in HEADER_LOCATIONS:
            checker.schema(
                'The field "CSVHeaderLocation" should have one of these values: [FIRST_ROW, GIVEN]', here
            )
        headers = config.get("CSVHeaders")
        if location == "GIVEN" and not (
            isinstance(headers, list) and headers and all(isinstance(h, str) for h in headers)
        ):
            checker.schema(
                "CSVHeaders must be a non-empty array of strings when CSVHeaderLocation is GIVEN", here
            )
        if location == "FIRST_ROW" and headers is not None:
            checker.schema("CSVHeaders is only supported when CSVHeaderLocation is GIVEN", here)
    elif "CSVHeaderLocation" in config or "CSVHeaders" in config:
        checker.schema("CSVHeaderLocation and CSVHeaders are only supported with InputType CSV", here)
    if "MaxItems" in config and not (_int(config["MaxItems"]) and 0 <= config["MaxItems"] <= 100_000_000):
        checker.schema(
            "The value of 'MaxItems' must be an integer between 0 and 100000000", f"{here}/MaxItems"
        )


def _batcher(checker: Checker, value: Any, where: str) -> None:
    batcher = _object(
        checker,
        value,
        where,
        {
            "MaxItemsPerBatch",
            "MaxItemsPerBatchPath",
            "MaxInputBytesPerBatch",
            "MaxInputBytesPerBatchPath",
            "BatchInput",
        },
    )
    if batcher is None:
        return
    if not any(
        k in batcher
        for k in (
            "MaxItemsPerBatch",
            "MaxItemsPerBatchPath",
            "MaxInputBytesPerBatch",
            "MaxInputBytesPerBatchPath",
        )
    ):
        checker.schema(
            "At least one of these fields is required: [MaxItemsPerBatch, MaxItemsPerBatchPath, "
            "MaxInputBytesPerBatch, MaxInputBytesPerBatchPath]",
            where,
        )
    items = batcher.get("MaxItemsPerBatch")
    if items is not None and not (_int(items) and items > 0):
        checker.schema(
            "The value of 'MaxItemsPerBatch' must be a positive integer", f"{where}/MaxItemsPerBatch"
        )
    size = batcher.get("MaxInputBytesPerBatch")
    if size is not None and not (_int(size) and 0 < size <= 262144):
        checker.schema(
            "The value of 'MaxInputBytesPerBatch' must be an integer between 1 and 262144",
            f"{where}/MaxInputBytesPerBatch",
        )
    if "BatchInput" in batcher and not isinstance(batcher["BatchInput"], dict):
        checker.schema("The value of 'BatchInput' must be an object", f"{where}/BatchInput")


def _writer(checker: Checker, value: Any, where: str) -> None:
    writer = _object(checker, value, where, {"Resource", "Parameters"})
    if writer is None:
        return
    if writer.get("Resource") != PUT_OBJECT:
        checker.schema(f"labcloud writes results with {PUT_OBJECT} only", f"{where}/Resource")
    params = writer.get("Parameters")
    if not isinstance(params, dict) or not any(k.removesuffix(".$") == "Bucket" for k in params):
        checker.schema("These fields are required: [Bucket]", f"{where}/Parameters")
        return
    for key in params:
        if key.removesuffix(".$") not in ("Bucket", "Prefix"):
            checker.schema(f'The field "{key}" is not supported in the Parameters of a ResultWriter', where)


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
