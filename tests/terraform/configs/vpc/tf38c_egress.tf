# Egress records: an Elastic IP with a NAT gateway in the public subnet, and an S3 gateway endpoint on
# the public route table.

resource "aws_eip" "nat" {
  domain = "vpc"
  tags   = { Name = "tf-nat" }
}

resource "aws_nat_gateway" "out" {
  allocation_id = aws_eip.nat.id
  subnet_id     = aws_subnet.a.id
  tags          = { Name = "tf-nat" }
  depends_on    = [aws_internet_gateway.gw]
}

resource "aws_vpc_endpoint" "s3" {
  vpc_id            = aws_vpc.app.id
  service_name      = "com.amazonaws.us-east-1.s3"
  vpc_endpoint_type = "Gateway"
  route_table_ids   = [aws_route_table.public.id]
  tags              = { Name = "tf-s3" }
}
