"""Amazon CloudWatch metrics and alarms (botocore service ``cloudwatch``, endpoint prefix ``monitoring``)."""
