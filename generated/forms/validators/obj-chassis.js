// generated from specs/forms/obj-chassis.schema.json and obj-chassis.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["78eed102"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","chassis-type","ip","snmp-community"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"chassis-type":{"type":"string","title":"Chassis Type","oneOf":[{"const":"FortiGate-5060","title":"FortiGate-5060"},{"const":"FortiGate-5144C","title":"FortiGate-5144C"},{"const":"FortiGate-7030E","title":"FortiGate-7030E"},{"const":"FortiGate-7040E","title":"FortiGate-7040E"},{"const":"FortiGate-7060E","title":"FortiGate-7060E"},{"const":"FortiGate-7121F","title":"FortiGate-7121F"}],"default":"FortiGate-7060E"},"ip":{"type":"string","title":"Chassis Management IP","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.10.20.1."},"description":"Address the chassis management module (shelf manager) answers on."},"snmp-community":{"type":"string","title":"SNMP Community","maxLength":63,"errorMessage":{"maxLength":"SNMP Community cannot be longer than 63 characters.","minLength":"This field is required."},"minLength":1,"description":"Community the appliance reads the chassis sensors with."},"slot-assignment":{"type":"array","title":"Slot Assignment","description":"Which managed FortiGate runs in each slot.","items":{"type":"object","title":"Slot","required":["slot","device"],"properties":{"slot":{"type":"integer","title":"Slot","minimum":1,"maximum":14,"errorMessage":{"minimum":"Slot must be between 1 and 14.","maximum":"Slot must be between 1 and 14.","type":"Slot must be a whole number."}},"device":{"type":"string","title":"Device","maxLength":35,"errorMessage":{"maxLength":"Device cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1}},"errorMessage":{"required":{"slot":"This field is required.","device":"This field is required."}}}},"location":{"type":"string","title":"Location","maxLength":127,"errorMessage":{"maxLength":"Location cannot be longer than 127 characters."}},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","chassis-type":"This field is required.","ip":"This field is required.","snmp-community":"This field is required."}},"$id":"78eed102"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["chassis-type"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chassis-type"},message:"must have required property '"+"chassis-type"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ip === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ip"},message:"must have required property '"+"ip"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["snmp-community"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "snmp-community"},message:"must have required property '"+"snmp-community"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/name")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(17)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["chassis-type"] !== undefined){
let data1 = data["chassis-type"];
if(typeof data1 !== "string"){
const err11 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["chassis-type"].type,parentSchema:schema53.properties["chassis-type"],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if("FortiGate-5060" !== data1){
const err12 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf/0/const",keyword:"const",params:{allowedValue: "FortiGate-5060"},message:"must be equal to constant",schema:"FortiGate-5060",parentSchema:schema53.properties["chassis-type"].oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if("FortiGate-5144C" !== data1){
const err13 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf/1/const",keyword:"const",params:{allowedValue: "FortiGate-5144C"},message:"must be equal to constant",schema:"FortiGate-5144C",parentSchema:schema53.properties["chassis-type"].oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if("FortiGate-7030E" !== data1){
const err14 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf/2/const",keyword:"const",params:{allowedValue: "FortiGate-7030E"},message:"must be equal to constant",schema:"FortiGate-7030E",parentSchema:schema53.properties["chassis-type"].oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs10 = errors;
if("FortiGate-7040E" !== data1){
const err15 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf/3/const",keyword:"const",params:{allowedValue: "FortiGate-7040E"},message:"must be equal to constant",schema:"FortiGate-7040E",parentSchema:schema53.properties["chassis-type"].oneOf[3],data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs11 = errors;
if("FortiGate-7060E" !== data1){
const err16 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf/4/const",keyword:"const",params:{allowedValue: "FortiGate-7060E"},message:"must be equal to constant",schema:"FortiGate-7060E",parentSchema:schema53.properties["chassis-type"].oneOf[4],data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
const _errs12 = errors;
if("FortiGate-7121F" !== data1){
const err17 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf/5/const",keyword:"const",params:{allowedValue: "FortiGate-7121F"},message:"must be equal to constant",schema:"FortiGate-7121F",parentSchema:schema53.properties["chassis-type"].oneOf[5],data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid1 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid1){
const err18 = {instancePath:instancePath+"/chassis-type",schemaPath:"#/properties/chassis-type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["chassis-type"].oneOf,parentSchema:schema53.properties["chassis-type"],data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.ip !== undefined){
let data2 = data.ip;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err19 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema53.properties.ip,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.ip.type,parentSchema:schema53.properties.ip,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"pattern":[]};
const templates1 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/ip")) && (err21.keyword in emErrors1)) && (err21.schemaPath.indexOf("#/properties/ip") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(15)))){
emErrors1[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err22 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.ip.errorMessage[key1],schema:schema53.properties.ip.errorMessage,parentSchema:schema53.properties.ip,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs1 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs1.push(err23);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["snmp-community"] !== undefined){
let data3 = data["snmp-community"];
if(typeof data3 === "string"){
if(func1(data3) > 63){
const err24 = {instancePath:instancePath+"/snmp-community",schemaPath:"#/properties/snmp-community/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties["snmp-community"],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data3) < 1){
const err25 = {instancePath:instancePath+"/snmp-community",schemaPath:"#/properties/snmp-community/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["snmp-community"],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/snmp-community",schemaPath:"#/properties/snmp-community/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["snmp-community"].type,parentSchema:schema53.properties["snmp-community"],data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"minLength":[]};
const templates2 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/snmp-community")) && (err27.keyword in emErrors2)) && (err27.schemaPath.indexOf("#/properties/snmp-community") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(27)))){
emErrors2[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err28 = {instancePath:instancePath+"/snmp-community",schemaPath:"#/properties/snmp-community/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["snmp-community"].errorMessage[key2],schema:schema53.properties["snmp-community"].errorMessage,parentSchema:schema53.properties["snmp-community"],data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs2 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs2.push(err29);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["slot-assignment"] !== undefined){
let data4 = data["slot-assignment"];
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.slot === undefined){
const err30 = {instancePath:instancePath+"/slot-assignment/" + i0,schemaPath:"#/properties/slot-assignment/items/required",keyword:"required",params:{missingProperty: "slot"},message:"must have required property '"+"slot"+"'",schema:schema53.properties["slot-assignment"].items.required,parentSchema:schema53.properties["slot-assignment"].items,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data5.device === undefined){
const err31 = {instancePath:instancePath+"/slot-assignment/" + i0,schemaPath:"#/properties/slot-assignment/items/required",keyword:"required",params:{missingProperty: "device"},message:"must have required property '"+"device"+"'",schema:schema53.properties["slot-assignment"].items.required,parentSchema:schema53.properties["slot-assignment"].items,data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data5.slot !== undefined){
let data6 = data5.slot;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err32 = {instancePath:instancePath+"/slot-assignment/" + i0+"/slot",schemaPath:"#/properties/slot-assignment/items/properties/slot/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["slot-assignment"].items.properties.slot.type,parentSchema:schema53.properties["slot-assignment"].items.properties.slot,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 14 || isNaN(data6)){
const err33 = {instancePath:instancePath+"/slot-assignment/" + i0+"/slot",schemaPath:"#/properties/slot-assignment/items/properties/slot/maximum",keyword:"maximum",params:{comparison: "<=", limit: 14},message:"must be <= 14",schema:14,parentSchema:schema53.properties["slot-assignment"].items.properties.slot,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err34 = {instancePath:instancePath+"/slot-assignment/" + i0+"/slot",schemaPath:"#/properties/slot-assignment/items/properties/slot/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["slot-assignment"].items.properties.slot,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/slot-assignment/" + i0+"/slot")) && (err35.keyword in emErrors3)) && (err35.schemaPath.indexOf("#/properties/slot-assignment/items/properties/slot") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(50)))){
emErrors3[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err36 = {instancePath:instancePath+"/slot-assignment/" + i0+"/slot",schemaPath:"#/properties/slot-assignment/items/properties/slot/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["slot-assignment"].items.properties.slot.errorMessage[key3],schema:schema53.properties["slot-assignment"].items.properties.slot.errorMessage,parentSchema:schema53.properties["slot-assignment"].items.properties.slot,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs3 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs3.push(err37);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data5.device !== undefined){
let data7 = data5.device;
if(typeof data7 === "string"){
if(func1(data7) > 35){
const err38 = {instancePath:instancePath+"/slot-assignment/" + i0+"/device",schemaPath:"#/properties/slot-assignment/items/properties/device/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties["slot-assignment"].items.properties.device,data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data7) < 1){
const err39 = {instancePath:instancePath+"/slot-assignment/" + i0+"/device",schemaPath:"#/properties/slot-assignment/items/properties/device/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["slot-assignment"].items.properties.device,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/slot-assignment/" + i0+"/device",schemaPath:"#/properties/slot-assignment/items/properties/device/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["slot-assignment"].items.properties.device.type,parentSchema:schema53.properties["slot-assignment"].items.properties.device,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[],"minLength":[]};
const templates4 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/slot-assignment/" + i0+"/device")) && (err41.keyword in emErrors4)) && (err41.schemaPath.indexOf("#/properties/slot-assignment/items/properties/device") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(52)))){
emErrors4[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err42 = {instancePath:instancePath+"/slot-assignment/" + i0+"/device",schemaPath:"#/properties/slot-assignment/items/properties/device/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["slot-assignment"].items.properties.device.errorMessage[key4],schema:schema53.properties["slot-assignment"].items.properties.device.errorMessage,parentSchema:schema53.properties["slot-assignment"].items.properties.device,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs4 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs4.push(err43);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err44 = {instancePath:instancePath+"/slot-assignment/" + i0,schemaPath:"#/properties/slot-assignment/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties["slot-assignment"].items.type,parentSchema:schema53.properties["slot-assignment"].items,data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"slot":[],"device":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/slot-assignment/" + i0)) && (err45.keyword in emErrors5)) && (err45.schemaPath.indexOf("#/properties/slot-assignment/items") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(34)))){
emPropParams0 = obj0[err45.keyword];
emParamsErrors0 = emErrors5[err45.keyword][err45.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err45);
err45.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err46 = {instancePath:instancePath+"/slot-assignment/" + i0,schemaPath:"#/properties/slot-assignment/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.properties["slot-assignment"].items.errorMessage[key5][keyProp0],schema:schema53.properties["slot-assignment"].items.errorMessage,parentSchema:schema53.properties["slot-assignment"].items,data:data5};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs5.push(err47);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
}
else {
const err48 = {instancePath:instancePath+"/slot-assignment",schemaPath:"#/properties/slot-assignment/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["slot-assignment"].type,parentSchema:schema53.properties["slot-assignment"],data:data4};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.location !== undefined){
let data8 = data.location;
if(typeof data8 === "string"){
if(func1(data8) > 127){
const err49 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/maxLength",keyword:"maxLength",params:{limit: 127},message:"must NOT have more than 127 characters",schema:127,parentSchema:schema53.properties.location,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.location.type,parentSchema:schema53.properties.location,data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath+"/location")) && (err51.keyword in emErrors6)) && (err51.schemaPath.indexOf("#/properties/location") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(21)))){
emErrors6[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err52 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.location.errorMessage[key6],schema:schema53.properties.location.errorMessage,parentSchema:schema53.properties.location,data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrs6 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs6.push(err53);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.description !== undefined){
let data9 = data.description;
if(typeof data9 === "string"){
if(func1(data9) > 255){
const err54 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.description,data:data9};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"maxLength":[]};
const templates7 = {};
for(const err56 of vErrors){
if((((((err56.keyword !== "errorMessage") && (!err56.emUsed)) && (err56.instancePath === instancePath+"/description")) && (err56.keyword in emErrors7)) && (err56.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err56.schemaPath.slice(24)))){
emErrors7[err56.keyword].push(err56);
err56.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err57 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties.description.errorMessage[key7],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
const emErrs7 = [];
for(const err58 of vErrors){
if(!err58.emUsed){
emErrs7.push(err58);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"required":{"name":[],"chassis-type":[],"ip":[],"snmp-community":[]}};
const templates8 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err60 of vErrors){
if((((((err60.keyword !== "errorMessage") && (!err60.emUsed)) && (err60.instancePath === instancePath)) && (err60.keyword in emErrors8)) && (err60.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err60.schemaPath.slice(1)))){
emPropParams1 = obj0[err60.keyword];
emParamsErrors1 = emErrors8[err60.keyword][err60.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err60);
err60.emUsed = true;
}
}
}
for(const key8 in emErrors8){
for(const keyProp1 in emErrors8[key8]){
emParamsErrors1 = emErrors8[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates8[key8] && templates8[key8][keyProp1];
const err61 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key8][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err62 of vErrors){
if(!err62.emUsed){
emErrs8.push(err62);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["4776a877"] = validate25;
const schema54 = {"const":"FortiGate-5060","title":"FortiGate-5060","$id":"4776a877"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FortiGate-5060" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FortiGate-5060"},message:"must be equal to constant",schema:"FortiGate-5060",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["11752e09"] = validate26;
const schema55 = {"const":"FortiGate-5144C","title":"FortiGate-5144C","$id":"11752e09"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FortiGate-5144C" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FortiGate-5144C"},message:"must be equal to constant",schema:"FortiGate-5144C",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["280074d9"] = validate27;
const schema56 = {"const":"FortiGate-7030E","title":"FortiGate-7030E","$id":"280074d9"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FortiGate-7030E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FortiGate-7030E"},message:"must be equal to constant",schema:"FortiGate-7030E",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["3cf7549b"] = validate28;
const schema57 = {"const":"FortiGate-7040E","title":"FortiGate-7040E","$id":"3cf7549b"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FortiGate-7040E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FortiGate-7040E"},message:"must be equal to constant",schema:"FortiGate-7040E",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["66e5141f"] = validate29;
const schema58 = {"const":"FortiGate-7060E","title":"FortiGate-7060E","$id":"66e5141f"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FortiGate-7060E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FortiGate-7060E"},message:"must be equal to constant",schema:"FortiGate-7060E",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-39144a2b"] = validate30;
const schema59 = {"const":"FortiGate-7121F","title":"FortiGate-7121F","$id":"-39144a2b"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FortiGate-7121F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FortiGate-7121F"},message:"must be equal to constant",schema:"FortiGate-7121F",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
