"""The IoT data plane (botocore ``iot-data``): Publish, retained messages and device shadows, sharing
the tables and state of ``services/iot``."""
