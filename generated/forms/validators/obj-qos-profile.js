// generated from specs/forms/obj-qos-profile.schema.json and obj-qos-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-4aeaefe2"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"uplink":{"type":"integer","title":"Uplink (Kbps)","minimum":0,"maximum":2097152,"errorMessage":{"minimum":"Uplink (Kbps) must be between 0 and 2097152.","maximum":"Uplink (Kbps) must be between 0 and 2097152.","type":"Uplink (Kbps) must be a whole number."},"default":0,"description":"Maximum uplink bandwidth of the SSID; 0 means no limit."},"downlink":{"type":"integer","title":"Downlink (Kbps)","minimum":0,"maximum":2097152,"errorMessage":{"minimum":"Downlink (Kbps) must be between 0 and 2097152.","maximum":"Downlink (Kbps) must be between 0 and 2097152.","type":"Downlink (Kbps) must be a whole number."},"default":0},"uplink-sta":{"type":"integer","title":"Uplink per Client (Kbps)","minimum":0,"maximum":2097152,"errorMessage":{"minimum":"Uplink per Client (Kbps) must be between 0 and 2097152.","maximum":"Uplink per Client (Kbps) must be between 0 and 2097152.","type":"Uplink per Client (Kbps) must be a whole number."},"default":0},"downlink-sta":{"type":"integer","title":"Downlink per Client (Kbps)","minimum":0,"maximum":2097152,"errorMessage":{"minimum":"Downlink per Client (Kbps) must be between 0 and 2097152.","maximum":"Downlink per Client (Kbps) must be between 0 and 2097152.","type":"Downlink per Client (Kbps) must be a whole number."},"default":0},"wmm":{"type":"string","title":"WMM","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"call-admission-control":{"type":"string","title":"Call Admission Control","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"comment":{"type":"string","title":"Comments","maxLength":63,"errorMessage":{"maxLength":"Comments cannot be longer than 63 characters."}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-4aeaefe2"};
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.uplink !== undefined){
let data1 = data.uplink;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err8 = {instancePath:instancePath+"/uplink",schemaPath:"#/properties/uplink/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.uplink.type,parentSchema:schema53.properties.uplink,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2097152 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/uplink",schemaPath:"#/properties/uplink/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2097152},message:"must be <= 2097152",schema:2097152,parentSchema:schema53.properties.uplink,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/uplink",schemaPath:"#/properties/uplink/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.uplink,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/uplink")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/uplink") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(19)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/uplink",schemaPath:"#/properties/uplink/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.uplink.errorMessage[key1],schema:schema53.properties.uplink.errorMessage,parentSchema:schema53.properties.uplink,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.downlink !== undefined){
let data2 = data.downlink;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err14 = {instancePath:instancePath+"/downlink",schemaPath:"#/properties/downlink/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.downlink.type,parentSchema:schema53.properties.downlink,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2097152 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/downlink",schemaPath:"#/properties/downlink/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2097152},message:"must be <= 2097152",schema:2097152,parentSchema:schema53.properties.downlink,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/downlink",schemaPath:"#/properties/downlink/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.downlink,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/downlink")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/downlink") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(21)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err18 = {instancePath:instancePath+"/downlink",schemaPath:"#/properties/downlink/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.downlink.errorMessage[key2],schema:schema53.properties.downlink.errorMessage,parentSchema:schema53.properties.downlink,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["uplink-sta"] !== undefined){
let data3 = data["uplink-sta"];
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err20 = {instancePath:instancePath+"/uplink-sta",schemaPath:"#/properties/uplink-sta/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["uplink-sta"].type,parentSchema:schema53.properties["uplink-sta"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2097152 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/uplink-sta",schemaPath:"#/properties/uplink-sta/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2097152},message:"must be <= 2097152",schema:2097152,parentSchema:schema53.properties["uplink-sta"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/uplink-sta",schemaPath:"#/properties/uplink-sta/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["uplink-sta"],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/uplink-sta")) && (err23.keyword in emErrors3)) && (err23.schemaPath.indexOf("#/properties/uplink-sta") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(23)))){
emErrors3[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err24 = {instancePath:instancePath+"/uplink-sta",schemaPath:"#/properties/uplink-sta/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["uplink-sta"].errorMessage[key3],schema:schema53.properties["uplink-sta"].errorMessage,parentSchema:schema53.properties["uplink-sta"],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs3 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs3.push(err25);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["downlink-sta"] !== undefined){
let data4 = data["downlink-sta"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err26 = {instancePath:instancePath+"/downlink-sta",schemaPath:"#/properties/downlink-sta/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["downlink-sta"].type,parentSchema:schema53.properties["downlink-sta"],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2097152 || isNaN(data4)){
const err27 = {instancePath:instancePath+"/downlink-sta",schemaPath:"#/properties/downlink-sta/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2097152},message:"must be <= 2097152",schema:2097152,parentSchema:schema53.properties["downlink-sta"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/downlink-sta",schemaPath:"#/properties/downlink-sta/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["downlink-sta"],data:data4};
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
const emErrors4 = {"minimum":[],"maximum":[],"type":[]};
const templates4 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/downlink-sta")) && (err29.keyword in emErrors4)) && (err29.schemaPath.indexOf("#/properties/downlink-sta") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(25)))){
emErrors4[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err30 = {instancePath:instancePath+"/downlink-sta",schemaPath:"#/properties/downlink-sta/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["downlink-sta"].errorMessage[key4],schema:schema53.properties["downlink-sta"].errorMessage,parentSchema:schema53.properties["downlink-sta"],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs4 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs4.push(err31);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.wmm !== undefined){
let data5 = data.wmm;
if(typeof data5 !== "string"){
const err32 = {instancePath:instancePath+"/wmm",schemaPath:"#/properties/wmm/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.wmm.type,parentSchema:schema53.properties.wmm,data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs14 = errors;
let valid1 = false;
let passing0 = null;
const _errs15 = errors;
if("enable" !== data5){
const err33 = {instancePath:instancePath+"/wmm",schemaPath:"#/properties/wmm/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.wmm.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs16 = errors;
if("disable" !== data5){
const err34 = {instancePath:instancePath+"/wmm",schemaPath:"#/properties/wmm/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.wmm.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err35 = {instancePath:instancePath+"/wmm",schemaPath:"#/properties/wmm/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.wmm.oneOf,parentSchema:schema53.properties.wmm,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data["call-admission-control"] !== undefined){
let data6 = data["call-admission-control"];
if(typeof data6 !== "string"){
const err36 = {instancePath:instancePath+"/call-admission-control",schemaPath:"#/properties/call-admission-control/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["call-admission-control"].type,parentSchema:schema53.properties["call-admission-control"],data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const _errs19 = errors;
let valid2 = false;
let passing1 = null;
const _errs20 = errors;
if("enable" !== data6){
const err37 = {instancePath:instancePath+"/call-admission-control",schemaPath:"#/properties/call-admission-control/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["call-admission-control"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs21 = errors;
if("disable" !== data6){
const err38 = {instancePath:instancePath+"/call-admission-control",schemaPath:"#/properties/call-admission-control/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["call-admission-control"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err39 = {instancePath:instancePath+"/call-admission-control",schemaPath:"#/properties/call-admission-control/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["call-admission-control"].oneOf,parentSchema:schema53.properties["call-admission-control"],data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.comment !== undefined){
let data7 = data.comment;
if(typeof data7 === "string"){
if(func1(data7) > 63){
const err40 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/comment")) && (err42.keyword in emErrors5)) && (err42.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(20)))){
emErrors5[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err43 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.comment.errorMessage[key5],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrs5 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs5.push(err44);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"name":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath)) && (err46.keyword in emErrors6)) && (err46.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(1)))){
emPropParams0 = obj0[err46.keyword];
emParamsErrors0 = emErrors6[err46.keyword][err46.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err46);
err46.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err47 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key6][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs6.push(err48);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate25;
const schema54 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54,data};
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

exports["78fd03b3"] = validate26;
const schema55 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55,data};
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

export const validateFns = exports;
