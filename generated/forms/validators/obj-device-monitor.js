// generated from specs/forms/obj-device-monitor.schema.json and obj-device-monitor.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["1c35118f"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","device","metric","threshold"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"device":{"type":"string","title":"Device","maxLength":35,"errorMessage":{"maxLength":"Device cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1,"description":"The managed device watched."},"metric":{"type":"string","title":"Metric","oneOf":[{"const":"cpu","title":"CPU usage (%)"},{"const":"memory","title":"Memory usage (%)"},{"const":"disk","title":"Log disk usage (%)"},{"const":"sessions","title":"Sessions"},{"const":"sdwan-sla","title":"SD-WAN SLA failures"},{"const":"vpn-tunnels","title":"IPsec tunnels down"},{"const":"ha-sync","title":"HA out of sync (min)"}],"default":"cpu"},"threshold":{"type":"integer","title":"Threshold","minimum":0,"maximum":10000000,"errorMessage":{"minimum":"Threshold must be between 0 and 10000000.","maximum":"Threshold must be between 0 and 10000000.","type":"Threshold must be a whole number."},"default":90,"description":"An alert is raised when the metric reaches it."},"interval":{"type":"integer","title":"Check Interval (s)","minimum":30,"maximum":3600,"errorMessage":{"minimum":"Check Interval (s) must be between 30 and 3600.","maximum":"Check Interval (s) must be between 30 and 3600.","type":"Check Interval (s) must be a whole number."},"default":60},"severity":{"type":"string","title":"Severity","oneOf":[{"const":"critical","title":"Critical"},{"const":"high","title":"High"},{"const":"medium","title":"Medium"},{"const":"low","title":"Low"},{"const":"info","title":"Information"}],"default":"high"},"notify":{"type":"array","title":"Notify By","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"email","title":"Email"},{"const":"snmp","title":"SNMP trap"},{"const":"syslog","title":"Syslog"}]},"default":["email"]},"status":{"type":"string","title":"Status","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"}},"errorMessage":{"required":{"name":"This field is required.","device":"This field is required.","metric":"This field is required.","threshold":"This field is required."}},"$id":"1c35118f"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
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
if(data.device === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "device"},message:"must have required property '"+"device"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metric === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.threshold === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "threshold"},message:"must have required property '"+"threshold"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data.device !== undefined){
let data1 = data.device;
if(typeof data1 === "string"){
if(func1(data1) > 35){
const err11 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.device.type,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[],"minLength":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/device")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/properties/device") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(19)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err15 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.device.errorMessage[key1],schema:schema53.properties.device.errorMessage,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.metric !== undefined){
let data2 = data.metric;
if(typeof data2 !== "string"){
const err17 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.metric.type,parentSchema:schema53.properties.metric,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs8 = errors;
let valid1 = false;
let passing0 = null;
const _errs9 = errors;
if("cpu" !== data2){
const err18 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/0/const",keyword:"const",params:{allowedValue: "cpu"},message:"must be equal to constant",schema:"cpu",parentSchema:schema53.properties.metric.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if("memory" !== data2){
const err19 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/1/const",keyword:"const",params:{allowedValue: "memory"},message:"must be equal to constant",schema:"memory",parentSchema:schema53.properties.metric.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs11 = errors;
if("disk" !== data2){
const err20 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/2/const",keyword:"const",params:{allowedValue: "disk"},message:"must be equal to constant",schema:"disk",parentSchema:schema53.properties.metric.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs12 = errors;
if("sessions" !== data2){
const err21 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/3/const",keyword:"const",params:{allowedValue: "sessions"},message:"must be equal to constant",schema:"sessions",parentSchema:schema53.properties.metric.oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs13 = errors;
if("sdwan-sla" !== data2){
const err22 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/4/const",keyword:"const",params:{allowedValue: "sdwan-sla"},message:"must be equal to constant",schema:"sdwan-sla",parentSchema:schema53.properties.metric.oneOf[4],data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
const _errs14 = errors;
if("vpn-tunnels" !== data2){
const err23 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/5/const",keyword:"const",params:{allowedValue: "vpn-tunnels"},message:"must be equal to constant",schema:"vpn-tunnels",parentSchema:schema53.properties.metric.oneOf[5],data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid1 = true;
passing0 = 5;
}
const _errs15 = errors;
if("ha-sync" !== data2){
const err24 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf/6/const",keyword:"const",params:{allowedValue: "ha-sync"},message:"must be equal to constant",schema:"ha-sync",parentSchema:schema53.properties.metric.oneOf[6],data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid1 = true;
passing0 = 6;
}
}
}
}
}
}
}
if(!valid1){
const err25 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.metric.oneOf,parentSchema:schema53.properties.metric,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.threshold !== undefined){
let data3 = data.threshold;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err26 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.threshold.type,parentSchema:schema53.properties.threshold,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 10000000 || isNaN(data3)){
const err27 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000",schema:10000000,parentSchema:schema53.properties.threshold,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err28 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.threshold,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/threshold")) && (err29.keyword in emErrors2)) && (err29.schemaPath.indexOf("#/properties/threshold") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(22)))){
emErrors2[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err30 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.threshold.errorMessage[key2],schema:schema53.properties.threshold.errorMessage,parentSchema:schema53.properties.threshold,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs2 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs2.push(err31);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.interval !== undefined){
let data4 = data.interval;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err32 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.interval.type,parentSchema:schema53.properties.interval,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 3600 || isNaN(data4)){
const err33 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600",schema:3600,parentSchema:schema53.properties.interval,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data4 < 30 || isNaN(data4)){
const err34 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 30},message:"must be >= 30",schema:30,parentSchema:schema53.properties.interval,data:data4};
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
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/interval")) && (err35.keyword in emErrors3)) && (err35.schemaPath.indexOf("#/properties/interval") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(21)))){
emErrors3[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err36 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.interval.errorMessage[key3],schema:schema53.properties.interval.errorMessage,parentSchema:schema53.properties.interval,data:data4};
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
if(data.severity !== undefined){
let data5 = data.severity;
if(typeof data5 !== "string"){
const err38 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.severity.type,parentSchema:schema53.properties.severity,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const _errs22 = errors;
let valid2 = false;
let passing1 = null;
const _errs23 = errors;
if("critical" !== data5){
const err39 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/oneOf/0/const",keyword:"const",params:{allowedValue: "critical"},message:"must be equal to constant",schema:"critical",parentSchema:schema53.properties.severity.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs24 = errors;
if("high" !== data5){
const err40 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/oneOf/1/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant",schema:"high",parentSchema:schema53.properties.severity.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
const _errs25 = errors;
if("medium" !== data5){
const err41 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/oneOf/2/const",keyword:"const",params:{allowedValue: "medium"},message:"must be equal to constant",schema:"medium",parentSchema:schema53.properties.severity.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs25 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid2 = true;
passing1 = 2;
}
const _errs26 = errors;
if("low" !== data5){
const err42 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/oneOf/3/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant",schema:"low",parentSchema:schema53.properties.severity.oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs26 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid2 = true;
passing1 = 3;
}
const _errs27 = errors;
if("info" !== data5){
const err43 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/oneOf/4/const",keyword:"const",params:{allowedValue: "info"},message:"must be equal to constant",schema:"info",parentSchema:schema53.properties.severity.oneOf[4],data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs27 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 4];
}
else {
if(_valid1){
valid2 = true;
passing1 = 4;
}
}
}
}
}
if(!valid2){
const err44 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.severity.oneOf,parentSchema:schema53.properties.severity,data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.notify !== undefined){
let data6 = data.notify;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err45 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.notify.items.type,parentSchema:schema53.properties.notify.items,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const _errs32 = errors;
let valid5 = false;
let passing2 = null;
const _errs33 = errors;
if("email" !== data7){
const err46 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf/0/const",keyword:"const",params:{allowedValue: "email"},message:"must be equal to constant",schema:"email",parentSchema:schema53.properties.notify.items.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs33 === errors;
if(_valid2){
valid5 = true;
passing2 = 0;
}
const _errs34 = errors;
if("snmp" !== data7){
const err47 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf/1/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema53.properties.notify.items.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs34 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid5 = true;
passing2 = 1;
}
const _errs35 = errors;
if("syslog" !== data7){
const err48 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf/2/const",keyword:"const",params:{allowedValue: "syslog"},message:"must be equal to constant",schema:"syslog",parentSchema:schema53.properties.notify.items.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid2 = _errs35 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid5 = true;
passing2 = 2;
}
}
}
if(!valid5){
const err49 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties.notify.items.oneOf,parentSchema:schema53.properties.notify.items,data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err50 = {instancePath:instancePath+"/notify",schemaPath:"#/properties/notify/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.notify,data:data6};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err51 = {instancePath:instancePath+"/notify",schemaPath:"#/properties/notify/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.notify.type,parentSchema:schema53.properties.notify,data:data6};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.status !== undefined){
let data8 = data.status;
if(typeof data8 !== "string"){
const err52 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.status.type,parentSchema:schema53.properties.status,data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const _errs38 = errors;
let valid7 = false;
let passing3 = null;
const _errs39 = errors;
if("enable" !== data8){
const err53 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid3 = _errs39 === errors;
if(_valid3){
valid7 = true;
passing3 = 0;
}
const _errs40 = errors;
if("disable" !== data8){
const err54 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.status.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid3 = _errs40 === errors;
if(_valid3 && valid7){
valid7 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid7 = true;
passing3 = 1;
}
}
if(!valid7){
const err55 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties.status.oneOf,parentSchema:schema53.properties.status,data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"required":{"name":[],"device":[],"metric":[],"threshold":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err57 of vErrors){
if((((((err57.keyword !== "errorMessage") && (!err57.emUsed)) && (err57.instancePath === instancePath)) && (err57.keyword in emErrors4)) && (err57.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err57.schemaPath.slice(1)))){
emPropParams0 = obj0[err57.keyword];
emParamsErrors0 = emErrors4[err57.keyword][err57.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err57);
err57.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp0 in emErrors4[key4]){
emParamsErrors0 = emErrors4[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key4] && templates4[key4][keyProp0];
const err58 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key4][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err59 of vErrors){
if(!err59.emUsed){
emErrs4.push(err59);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-20af7760"] = validate25;
const schema54 = {"const":"cpu","title":"CPU usage (%)","$id":"-20af7760"};

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
if("cpu" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cpu"},message:"must be equal to constant",schema:"cpu",parentSchema:schema54,data};
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

exports["552e6c04"] = validate26;
const schema55 = {"const":"memory","title":"Memory usage (%)","$id":"552e6c04"};

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
if("memory" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "memory"},message:"must be equal to constant",schema:"memory",parentSchema:schema55,data};
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

exports["4bb74da0"] = validate27;
const schema56 = {"const":"disk","title":"Log disk usage (%)","$id":"4bb74da0"};

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
if("disk" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disk"},message:"must be equal to constant",schema:"disk",parentSchema:schema56,data};
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

exports["44dbb9d7"] = validate28;
const schema57 = {"const":"sessions","title":"Sessions","$id":"44dbb9d7"};

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
if("sessions" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sessions"},message:"must be equal to constant",schema:"sessions",parentSchema:schema57,data};
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

exports["53a4e0aa"] = validate29;
const schema58 = {"const":"sdwan-sla","title":"SD-WAN SLA failures","$id":"53a4e0aa"};

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
if("sdwan-sla" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sdwan-sla"},message:"must be equal to constant",schema:"sdwan-sla",parentSchema:schema58,data};
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

exports["-28b48c52"] = validate30;
const schema59 = {"const":"vpn-tunnels","title":"IPsec tunnels down","$id":"-28b48c52"};

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
if("vpn-tunnels" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "vpn-tunnels"},message:"must be equal to constant",schema:"vpn-tunnels",parentSchema:schema59,data};
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

exports["37ac9a4e"] = validate31;
const schema60 = {"const":"ha-sync","title":"HA out of sync (min)","$id":"37ac9a4e"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ha-sync" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ha-sync"},message:"must be equal to constant",schema:"ha-sync",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2ac82969"] = validate32;
const schema61 = {"const":"critical","title":"Critical","$id":"-2ac82969"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("critical" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "critical"},message:"must be equal to constant",schema:"critical",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-37543849"] = validate33;
const schema62 = {"const":"high","title":"High","$id":"-37543849"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("high" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant",schema:"high",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["3839f517"] = validate34;
const schema63 = {"const":"medium","title":"Medium","$id":"3839f517"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("medium" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "medium"},message:"must be equal to constant",schema:"medium",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["1485828b"] = validate35;
const schema64 = {"const":"low","title":"Low","$id":"1485828b"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("low" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant",schema:"low",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["43f6e99"] = validate36;
const schema65 = {"const":"info","title":"Information","$id":"43f6e99"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("info" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "info"},message:"must be equal to constant",schema:"info",parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-38b85c65"] = validate37;
const schema66 = {"const":"email","title":"Email","$id":"-38b85c65"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("email" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "email"},message:"must be equal to constant",schema:"email",parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2f0ed54"] = validate38;
const schema67 = {"const":"snmp","title":"SNMP trap","$id":"-2f0ed54"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("snmp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2068daa9"] = validate39;
const schema68 = {"const":"syslog","title":"Syslog","$id":"-2068daa9"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("syslog" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "syslog"},message:"must be equal to constant",schema:"syslog",parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate40;
const schema69 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate41;
const schema70 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
